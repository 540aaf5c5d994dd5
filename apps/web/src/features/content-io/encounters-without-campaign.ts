import { LIBRARY_FILE_FORMAT } from '@skald/contract/library/library-io-limits';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a file keeps encounters outside any campaign, so the importer is asked where they go: a Skald
 * file's encounters with no `campaign_id`, a Shieldmaiden export's encounters filed under a campaign the
 * file does not hold, Improved Initiative's saved encounters (`SavedEncounters.<id>` keys of its store, or
 * one saved encounter with its `Combatants`). The server reads the file whole; this only decides whether
 * the page shows the question.
 */
export function hasEncountersWithoutCampaign(json: unknown): boolean {
  if (!isObject(json)) return false;
  if (json.format === LIBRARY_FILE_FORMAT) {
    return Array.isArray(json.encounters) && json.encounters.some((one) => isObject(one) && !one.campaign_id);
  }
  if (isObject(json.meta) && isObject(json.encounters)) {
    const campaigns = isObject(json.campaigns) ? json.campaigns : {};
    return Object.entries(json.encounters).some(
      ([campaignId, filed]) => !(campaignId in campaigns) && isObject(filed) && Object.keys(filed).length > 0,
    );
  }
  if (Array.isArray(json.Combatants)) return true;
  return Object.keys(json).some((key) => key.startsWith('SavedEncounters.'));
}
