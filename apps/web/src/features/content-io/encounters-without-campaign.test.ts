import { LIBRARY_FILE_FORMAT } from '@skald/contract/library/library-io-limits';
import { describe, expect, it } from 'vitest';
import { hasEncountersWithoutCampaign } from './encounters-without-campaign.ts';

const fight = { name: 'Ambush', entities: {} };

describe('hasEncountersWithoutCampaign', () => {
  it('asks for a campaign when a Shieldmaiden export files encounters under a campaign it does not hold', () => {
    const file = {
      meta: { export_version: '2.0' },
      campaigns: { '-Camp1': { name: 'Saltmarsh' } },
      encounters: { '-Camp1': { '-Enc1': fight }, '-Gone': { '-Enc2': fight } },
    };
    expect(hasEncountersWithoutCampaign(file)).toBe(true);
    expect(hasEncountersWithoutCampaign({ ...file, campaigns: undefined })).toBe(true);
  });

  it('does not ask when every Shieldmaiden encounter has its campaign in the file, or a missing one files none', () => {
    const file = {
      meta: { export_version: '2.0' },
      campaigns: { '-Camp1': { name: 'Saltmarsh' } },
      encounters: { '-Camp1': { '-Enc1': fight }, '-Gone': {} },
    };
    expect(hasEncountersWithoutCampaign(file)).toBe(false);
  });

  it('asks for Skald encounters without a campaign and Improved Initiative saved encounters, not for NPCs alone', () => {
    expect(hasEncountersWithoutCampaign({ format: LIBRARY_FILE_FORMAT, encounters: [{ campaign_id: null }] })).toBe(
      true,
    );
    expect(hasEncountersWithoutCampaign({ 'SavedEncounters.ford': {} })).toBe(true);
    expect(hasEncountersWithoutCampaign({ Name: 'Ford', Combatants: [] })).toBe(true);
    expect(hasEncountersWithoutCampaign({ meta: { export_version: '2.0' }, npcs: {} })).toBe(false);
    expect(hasEncountersWithoutCampaign([{ name: 'Goblin' }])).toBe(false);
  });
});
