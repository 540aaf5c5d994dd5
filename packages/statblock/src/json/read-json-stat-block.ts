import { LIBRARY_FILE_FORMAT } from '@skald/contract/library/library-io-limits';
import type { StatBlockLayout } from '../stat-block-reading.ts';
import type { JsonMonsterReading } from './json-reading.ts';
import { arrayOf, isObject, type JsonObject, type UnreadField } from './json-values.ts';
import { readFiveEDatabaseMonster } from './read-five-e-database-monster.ts';
import { readImprovedInitiative } from './read-improved-initiative.ts';
import { readOpen5eMonster } from './read-open5e-monster.ts';
import { readShieldmaidenNpc } from './read-shieldmaiden-npc.ts';
import { readSkaldNpc } from './read-skald-npc.ts';

export type JsonLayout = Extract<StatBlockLayout, `${string}-json`>;

export type JsonReading = ({ layout: JsonLayout } & JsonMonsterReading) | { message: string };

const READERS: Record<JsonLayout, (source: JsonObject) => JsonMonsterReading> = {
  'skald-json': readSkaldNpc,
  'shieldmaiden-json': readShieldmaidenNpc,
  '5e-database-json': readFiveEDatabaseMonster,
  'open5e-json': readOpen5eMonster,
  'improved-initiative-json': readImprovedInitiative,
};

const LAYOUT_NAMES: Record<JsonLayout, string> = {
  'skald-json': 'Skald NPC',
  'shieldmaiden-json': 'Shieldmaiden NPC',
  '5e-database-json': '5e-database monster',
  'open5e-json': 'Open5e monster',
  'improved-initiative-json': 'Improved Initiative stat block',
};

export const NOT_A_MONSTER =
  'This JSON is not a monster from Skald, Shieldmaiden, the 5e-database, Open5e or Improved Initiative.';

/**
 * Parsed JSON as a monster. A list gives its first monster, the others listed as unread; a file that wraps
 * monsters (Skald's library export, Shieldmaiden's export, Improved Initiative's store or saved encounter)
 * gives its first NPC or monster, and so does Open5e's API answer (its `results`).
 * The layout is told by the fields only it has.
 */
export function readJsonStatBlock(value: unknown): JsonReading {
  const { source, others, wrapper } = firstMonster(value);
  if (!source) return { message: others > 0 ? NOT_A_MONSTER : 'The JSON holds no monster.' };
  const layout = wrapper ?? layoutOf(source);
  if (!layout) return { message: NOT_A_MONSTER };
  let reading: JsonMonsterReading;
  try {
    reading = READERS[layout](source);
  } catch {
    return { message: `This ${LAYOUT_NAMES[layout]} has a field of an unexpected shape, so it could not be read.` };
  }
  const more: UnreadField[] =
    others > 0
      ? [{ path: '', text: `${others} more monster${others === 1 ? '' : 's'} in the file: only the first is read` }]
      : [];
  return { layout, ...reading, unread: [...more, ...reading.unread] };
}

/** A monster found, how many others its file holds, and the layout its wrapper already tells. */
interface Found {
  source?: JsonObject;
  others: number;
  wrapper?: JsonLayout;
}

/** The first monster of a list or a file that wraps several. */
function firstMonster(value: unknown): Found {
  if (Array.isArray(value)) {
    const [first, ...rest] = value;
    return isObject(first) ? { ...unwrapped(first), others: rest.length } : { others: rest.length };
  }
  // Open5e's API answers a search as { count, next, previous, results: [...] }.
  if (isObject(value) && Array.isArray(value.results)) return firstMonster(value.results);
  return isObject(value) ? unwrapped(value) : { others: 0 };
}

function unwrapped(value: JsonObject): Found {
  if (value.format === LIBRARY_FILE_FORMAT && Array.isArray(value.npcs)) {
    const npcs = value.npcs.filter(isObject);
    return { source: npcs[0], others: Math.max(0, npcs.length - 1), wrapper: 'skald-json' };
  }
  if (isObject(value.meta) && 'npcs' in value) {
    const npcs = isObject(value.npcs) ? Object.values(value.npcs) : arrayOf(value.npcs);
    return { source: npcs.find(isObject), others: Math.max(0, npcs.length - 1), wrapper: 'shieldmaiden-json' };
  }
  const wrapped = Array.isArray(value.Combatants)
    ? value.Combatants.filter(isObject).map((combatant) => combatant.StatBlock)
    : Object.entries(value)
        .filter(([key]) => /^(Creatures|PersistentCharacters)\./.test(key))
        .map(([, entry]) => documentOf(entry));
  const blocks = wrapped.filter(isObject);
  if (blocks.length > 0 || Array.isArray(value.Combatants)) {
    return { source: blocks[0], others: Math.max(0, blocks.length - 1), wrapper: 'improved-initiative-json' };
  }
  return { source: value, others: 0 };
}

/** Improved Initiative's store keeps each value as a JSON document, sometimes as text. */
function documentOf(entry: unknown): unknown {
  if (typeof entry !== 'string') return entry;
  try {
    return JSON.parse(entry);
  } catch {
    return undefined;
  }
}

/** The layout of one monster object, told by the fields only that layout writes (the importers tell files by it too). */
export function layoutOf(source: JsonObject): JsonLayout | undefined {
  if (isObject(source.HP) || isObject(source.AC) || isObject(source.Abilities)) return 'improved-initiative-json';
  if (Array.isArray(source.armor_class) || Array.isArray(source.proficiencies)) return '5e-database-json';
  if (
    'strength_save' in source ||
    'document__slug' in source ||
    'legendary_desc' in source ||
    'slug' in source ||
    typeof source.senses === 'string' ||
    isObject(source.ability_scores) ||
    // Skald and Shieldmaiden name their speeds otherwise; the 5e-database was told by its armor class above.
    isObject(source.speed)
  )
    return 'open5e-json';
  if (
    'walk_speed' in source ||
    Array.isArray(source.saving_throws) ||
    Array.isArray(source.skills) ||
    'skill_modifiers' in source
  )
    return 'shieldmaiden-json';
  if (typeof source.name === 'string' || 'speeds' in source || 'armor_class' in source) return 'skald-json';
  return undefined;
}
