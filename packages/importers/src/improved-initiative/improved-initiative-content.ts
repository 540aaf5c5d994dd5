import { LIBRARY_FILE_MAX_RECORDS } from '@skald/contract/library/library-io-limits';
import { isObject, textOf } from '@skald/statblock/json/json-values';
import { IMPROVED_INITIATIVE_KEY } from '../detect-format.ts';
import type { Keyed } from '../library-builder.ts';
import { plural, tooManyRecords } from '../words.ts';

export interface ImprovedInitiativeContent {
  label: string;
  creatures: Keyed[];
  characters: Keyed[];
  encounters: Keyed[];
  spells: Keyed[];
  /** Store entries that could not be read, each with its sentence. */
  problems: { kind: 'npcs' | 'players' | 'encounters' | 'spells'; name: string; reason: string }[];
}

const STORES = {
  Creatures: 'creatures',
  PersistentCharacters: 'characters',
  SavedEncounters: 'encounters',
  Spells: 'spells',
} as const;
const KINDS = { creatures: 'npcs', characters: 'players', encounters: 'encounters', spells: 'spells' } as const;

/** Improved Initiative keeps each store entry as a JSON document, in an export often as JSON text. */
function documentOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * An Improved Initiative file as lists of keyed records: the whole-store export (`Creatures.<id>`,
 * `PersistentCharacters.<id>`, `SavedEncounters.<id>`, `Spells.<id>`), one saved encounter (`{ Combatants }`),
 * or one stat block or a list of them (a stat block with `Player: "player"` is a character).
 */
export function improvedInitiativeContent(json: unknown): ImprovedInitiativeContent | { message: string } {
  const content: ImprovedInitiativeContent = {
    label: '',
    creatures: [],
    characters: [],
    encounters: [],
    spells: [],
    problems: [],
  };
  if (
    isObject(json) &&
    !Array.isArray(json.Combatants) &&
    Object.keys(json).some((key) => IMPROVED_INITIATIVE_KEY.test(key))
  ) {
    for (const [fullKey, value] of Object.entries(json)) {
      const dot = fullKey.indexOf('.');
      const store = fullKey.slice(0, dot) as keyof typeof STORES;
      if (dot < 0 || !Object.hasOwn(STORES, store)) continue;
      const list = STORES[store];
      const key = fullKey.slice(dot + 1);
      const record = documentOf(value);
      if (!isObject(record)) {
        content.problems.push({
          kind: KINDS[list],
          name: fullKey,
          reason: 'It is not a JSON document of that store, so it was left out.',
        });
        continue;
      }
      content[list].push({ key, value: record });
    }
    content.label = `an Improved Initiative export (${[
      plural(content.creatures.length, 'creature'),
      plural(content.characters.length, 'character'),
      plural(content.encounters.length, 'saved encounter'),
      plural(content.spells.length, 'spell'),
    ].join(', ')})`;
  } else if (isObject(json) && Array.isArray(json.Combatants)) {
    content.encounters.push({ key: textOf(json.Id) ?? 'encounter', value: json });
    content.label = 'an Improved Initiative encounter';
  } else {
    const blocks = Array.isArray(json) ? json : [json];
    blocks.forEach((block, index) => {
      const key = (isObject(block) && textOf(block.Id)) || `#${index + 1}`;
      const list = isObject(block) && block.Player === 'player' ? content.characters : content.creatures;
      list.push({ key, value: block });
    });
    content.label = Array.isArray(json)
      ? `${plural(blocks.length, 'Improved Initiative stat block')}`
      : isObject(json) && json.Player === 'player'
        ? 'an Improved Initiative character'
        : 'an Improved Initiative stat block';
  }
  for (const list of ['creatures', 'characters', 'encounters', 'spells'] as const) {
    if (content[list].length > LIBRARY_FILE_MAX_RECORDS) {
      return {
        message: tooManyRecords(content[list].length, list),
      };
    }
  }
  return content;
}
