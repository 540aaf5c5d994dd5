import { LIBRARY_FILE_MAX_RECORDS } from '@skald/contract/library/library-io-limits';
import { isObject, type JsonObject, textOf } from '@skald/statblock/json/json-values';
import type { Keyed } from '../library-builder.ts';
import { plural, tooManyRecords } from '../words.ts';

export interface ShieldmaidenContent {
  label: string;
  campaigns: Keyed[];
  /** Each encounter with the key of the campaign it was filed under. */
  encounters: (Keyed & { campaignKey: string })[];
  npcs: Keyed[];
  spells: Keyed[];
  /** Parts of the file that are not what the format says, each left out with its sentence. */
  problems: { kind: 'campaigns' | 'encounters' | 'npcs' | 'spells'; name: string; reason: string }[];
}

type Kind = 'campaigns' | 'npcs' | 'spells';

/**
 * A Shieldmaiden file as lists of keyed records. Its shapes: the export (`meta.export_version` "2.0" with
 * campaigns, encounters by campaign, NPCs and spells, each a map of id → record; "1.0" holds only NPCs and
 * spells), and the older files without `meta`: one NPC, one spell, or a list of both, each naming its id in
 * `harmless_key` and an NPC carrying its custom spells in `custom_spells`. An NPC is told by its challenge
 * rating and a spell by its school, as Shieldmaiden tells them.
 */
export function shieldmaidenContent(json: unknown): ShieldmaidenContent | { message: string } {
  const content: ShieldmaidenContent = { label: '', campaigns: [], encounters: [], npcs: [], spells: [], problems: [] };
  const exported = isObject(json) && ['npcs', 'spells', 'campaigns', 'encounters'].some((key) => isObject(json[key]));
  if (isObject(json) && (isObject(json.meta) || exported)) {
    const version = isObject(json.meta) ? Number.parseInt(textOf(json.meta.export_version) ?? '', 10) : Number.NaN;
    content.label = `a Shieldmaiden export (${Number.isNaN(version) ? 'of an unknown version' : `version ${version}`})`;
    for (const kind of ['campaigns', 'npcs', 'spells'] as const) content[kind] = collection(json[kind], kind, content);
    content.encounters = encounters(json.encounters, content);
  } else {
    const records = Array.isArray(json) ? json : [json];
    records.forEach((record, index) => {
      const key = (isObject(record) && textOf(record.harmless_key)) || `#${index + 1}`;
      if (isObject(record) && record.challenge_rating !== undefined) content.npcs.push({ key, value: record });
      else if (isObject(record) && record.school !== undefined) content.spells.push({ key, value: record });
      else
        content.problems.push({
          kind: 'npcs',
          name: `record ${index + 1}`,
          reason: 'It is neither an NPC (it has no challenge rating) nor a spell (it has no school).',
        });
    });
  }
  // Older NPC files carry the custom spells they cast inside the NPC.
  for (const npc of content.npcs) {
    if (!isObject(npc.value) || !isObject(npc.value.custom_spells)) continue;
    for (const [key, value] of Object.entries(npc.value.custom_spells)) {
      if (!content.spells.some((spell) => spell.key === key)) content.spells.push({ key, value });
    }
  }
  if (!content.label) {
    content.label = Array.isArray(json)
      ? `a Shieldmaiden list of ${plural(content.npcs.length, 'NPC')} and ${plural(content.spells.length, 'spell')}`
      : content.npcs.length > 0
        ? 'a Shieldmaiden NPC'
        : content.spells.length > 0
          ? 'a Shieldmaiden spell'
          : 'a Shieldmaiden record';
  }
  for (const kind of ['campaigns', 'encounters', 'npcs', 'spells'] as const) {
    if (content[kind].length > LIBRARY_FILE_MAX_RECORDS) {
      return {
        message: tooManyRecords(content[kind].length, kind === 'npcs' ? 'NPCs' : kind),
      };
    }
  }
  return content;
}

/** A map of id → record (or, as some tools write it, a list of records naming their id in `harmless_key`). */
function collection(value: unknown, kind: Kind, content: ShieldmaidenContent): Keyed[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) {
    return value.map((record, index) => ({
      key: (isObject(record) && textOf(record.harmless_key)) || `#${index + 1}`,
      value: record,
    }));
  }
  if (isObject(value)) return Object.entries(value).map(([key, record]) => ({ key, value: record }));
  content.problems.push({
    kind,
    name: kind,
    reason: `The file's ${kind === 'npcs' ? 'NPCs' : kind} are not a map of records by id, so none of them were read.`,
  });
  return [];
}

/** Encounters are filed by campaign: `{ <campaignId>: { <encounterId>: encounter } }`. */
function encounters(value: unknown, content: ShieldmaidenContent): ShieldmaidenContent['encounters'] {
  if (value === undefined || value === null) return [];
  if (!isObject(value)) {
    content.problems.push({
      kind: 'encounters',
      name: 'encounters',
      reason: "The file's encounters are not filed by campaign (a map of campaign ids), so none of them were read.",
    });
    return [];
  }
  return Object.entries(value).flatMap(([campaignKey, group]) => {
    if (!isObject(group)) {
      content.problems.push({
        kind: 'encounters',
        name: `the encounters of campaign ${campaignKey}`,
        reason: 'They are not a map of encounters by id, so none of them were read.',
      });
      return [];
    }
    return Object.entries(group as JsonObject).map(([key, record]) => ({ key, value: record, campaignKey }));
  });
}
