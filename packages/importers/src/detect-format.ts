import { LIBRARY_FILE_FORMAT } from '@skald/contract/library/library-io-limits';
import { isObject, type JsonObject } from '@skald/statblock/json/json-values';
import { type JsonLayout, layoutOf } from '@skald/statblock/json/read-json-stat-block';
import type { ImportFormat } from './import-format.ts';

/** The keys of Improved Initiative's store export: `<store>.<id>`. */
export const IMPROVED_INITIATIVE_KEY = /^(Creatures|PersistentCharacters|SavedEncounters|Spells)\./;

/** How many records of a list are looked at to tell its format. */
const SAMPLED = 20;

/** The stat-block reader's layouts as the formats a file is imported as (Skald's own NPC is not a file). */
const LAYOUT_FORMATS: Record<JsonLayout, ImportFormat | undefined> = {
  'improved-initiative-json': 'improved-initiative',
  '5e-database-json': '5e-database',
  'open5e-json': 'open5e',
  'shieldmaiden-json': 'shieldmaiden',
  'skald-json': undefined,
};

/**
 * A single record's format: an Improved Initiative encounter, a Shieldmaiden NPC or spell, an older 5e-database
 * monster (armor class as a number), else the layout the stat-block reader tells by its fields.
 */
export function recordFormat(record: unknown): ImportFormat | undefined {
  if (!isObject(record)) return undefined;
  if (Array.isArray(record.Combatants)) return 'improved-initiative';
  if (isShieldmaidenRecord(record)) return 'shieldmaiden';
  if (typeof record.index === 'string' && typeof record.url === 'string' && record.url.startsWith('/api/'))
    return '5e-database';
  const layout = layoutOf(record);
  return layout && LAYOUT_FORMATS[layout];
}

/** A Shieldmaiden NPC or spell: its own speed, sense, caster and spell fields, or its export's key field. */
function isShieldmaidenRecord(record: JsonObject): boolean {
  if ('harmless_key' in record || 'custom_spells' in record) return true;
  const npc =
    'walk_speed' in record ||
    'caster_spells' in record ||
    'innate_spells' in record ||
    'skill_modifiers' in record ||
    (Array.isArray(record.saving_throws) && 'challenge_rating' in record) ||
    (Array.isArray(record.skills) && 'challenge_rating' in record);
  const spell =
    'school' in record &&
    ['cast_time_type', 'range_type', 'duration_type', 'description'].some((field) => field in record);
  return npc || spell;
}

/** The format of a parsed file, or nothing when Skald does not read it. */
export function detectFormat(json: unknown): ImportFormat | undefined {
  if (Array.isArray(json)) return listFormat(json);
  if (!isObject(json)) return undefined;
  if (json.format === LIBRARY_FILE_FORMAT) return 'skald';
  if (isObject(json.meta) && ('npcs' in json || 'spells' in json || 'campaigns' in json || 'encounters' in json))
    return 'shieldmaiden';
  // An export whose meta was lost: its lists are still maps of records by Firebase key.
  if (['npcs', 'spells', 'campaigns', 'encounters'].some((key) => isObject(json[key]))) return 'shieldmaiden';
  if (Object.keys(json).some((key) => IMPROVED_INITIATIVE_KEY.test(key))) return 'improved-initiative';
  // Open5e's API answers a list as a page: { count, next, previous, results: [...] }.
  if (Array.isArray(json.results)) return listFormat(json.results) === 'open5e' ? 'open5e' : undefined;
  return recordFormat(json);
}

/** A list's format: Shieldmaiden's legacy list mixes NPCs and spells, so any of its records tells it. */
function listFormat(list: unknown[]): ImportFormat | undefined {
  const formats = list.slice(0, SAMPLED).map(recordFormat);
  if (formats.includes('shieldmaiden')) return 'shieldmaiden';
  return formats.find((format) => format !== undefined);
}
