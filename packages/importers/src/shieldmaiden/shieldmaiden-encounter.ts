import { WEATHER_EFFECTS } from '@skald/contract/library/encounter-record';
import { MAX_ENCOUNTER_ENTITIES } from '@skald/rules/encounter/encounter-limits';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { isObject, type JsonObject, numberOf, textOf } from '@skald/statblock/json/json-values';
import { fightOf } from '../combatants.ts';
import { type CombatantLinks, shieldmaidenCombatant } from './shieldmaiden-combatant.ts';

export type EncounterConversion = { encounter: Record<string, unknown>; changes: string[] } | { refusal: string };

/** A combatant's key: the file's own when it is short and plain, else one made from its place. */
function combatantKey(key: string, index: number, taken: Set<string>): string {
  const plain = /^[\w-]{1,60}$/.test(key) && !taken.has(key) ? key : `combatant-${index + 1}`;
  taken.add(plain);
  return plain;
}

/**
 * A Shieldmaiden encounter as a library file's encounter: name, combatants (`shieldmaiden-combatant.ts`), loot,
 * weather, the experience override and its time. Each combatant keeps what the file says of it now (hit points,
 * initiative, conditions). A file whose round is past 0 shows a fight under way: it becomes the encounter's
 * `fight` (round and whose turn); otherwise the encounter has not begun. Its background picture, requests and awards are not read (its audio goes to the soundboard).
 */
export function convertShieldmaidenEncounter(
  source: unknown,
  campaignId: string | null,
  links: CombatantLinks,
): EncounterConversion {
  if (!isObject(source)) return { refusal: 'It is not an encounter (an object of fields).' };
  const name = textOf(source.name);
  if (!name) return { refusal: 'It has no name, so it was left out.' };
  const changes: string[] = [];
  const entities: EncounterEntity[] = [];
  const taken = new Set<string>();
  const entries = isObject(source.entities) || Array.isArray(source.entities) ? Object.entries(source.entities) : [];
  if (source.entities !== undefined && entries.length === 0 && !isObject(source.entities))
    changes.push('Its combatants are not a map of combatants, so none of them were read.');
  for (const [index, [key, entity]] of entries.entries()) {
    if (entities.length >= MAX_ENCOUNTER_ENTITIES) {
      changes.push(`It has more than ${MAX_ENCOUNTER_ENTITIES} combatants; the others were left out.`);
      break;
    }
    if (!isObject(entity)) {
      changes.push(`Its combatant ${key} is not a combatant (an object of fields), so it was left out.`);
      continue;
    }
    const combatant = shieldmaidenCombatant(entity, { key: combatantKey(key, index, taken), fileKey: key }, links);
    if ('refusal' in combatant) {
      changes.push(combatant.refusal);
      continue;
    }
    if (combatant.change) changes.push(combatant.change);
    entities.push(combatant.entity);
  }
  const round = Math.trunc(numberOf(source.round) ?? 0);
  const encounter: Record<string, unknown> = {
    campaign_id: campaignId,
    name: name.slice(0, 100),
    entities,
    loot: loot(source, changes),
    weather: weather(source.weather),
    xp: { override: xpOverride(source.xp) },
  };
  const time = numberOf(source.timestamp);
  if (time !== undefined && Number.isFinite(new Date(time).getTime()))
    encounter.timestamp = new Date(time).toISOString();
  if (round > 0) {
    // Shieldmaiden's turn is the 0-based place in the turn order.
    const turn = Math.trunc(numberOf(source.turn) ?? 0);
    encounter.fight = fightOf(name.slice(0, 100), entities, round, (order) => order[turn], source.finished === true);
  }
  return { encounter, changes };
}

/** Weather sliders 1 to 3 for the effects Skald draws; 0 is off, and lightning, quake and smoke are not drawn. */
function weather(value: unknown): Record<string, number> {
  if (!isObject(value)) return {};
  const effects: Record<string, number> = {};
  for (const effect of WEATHER_EFFECTS) {
    const level = numberOf(value[effect]);
    if (level !== undefined && level >= 1) effects[effect] = Math.min(3, Math.trunc(level));
  }
  return effects;
}

/** The experience the GM wrote over the computed one ("overwrite", as text), or none. */
function xpOverride(value: unknown): number | null {
  const written = isObject(value) ? numberOf(value.overwrite) : undefined;
  return written === undefined || written < 0 ? null : Math.min(10_000_000, Math.trunc(written));
}

/**
 * The loot: coins (electrum counted as 5 silver each) and items by their public name. An item linking a custom
 * item keeps no link (the export holds no items); a compendium item keeps its key.
 */
function loot(source: JsonObject, changes: string[]) {
  const coins = isObject(source.currency) ? source.currency : {};
  const count = (coin: string) => Math.max(0, Math.trunc(numberOf(coins[coin]) ?? 0));
  const currency = { pp: count('pp'), gp: count('gp'), sp: count('sp') + count('ep') * 5, cp: count('cp') };
  const items = (isObject(source.loot) || Array.isArray(source.loot) ? Object.values(source.loot) : [])
    .filter(isObject)
    .flatMap((item: JsonObject) => {
      const name = textOf(item.public_name) ?? textOf(item.name);
      if (!name) return [];
      const link = isObject(item.linked_item) ? item.linked_item : undefined;
      const key = link ? textOf(link.key) : undefined;
      if (link?.custom === true)
        changes.push(`Its loot ${name} links a custom item that is not in the file, so the link was dropped.`);
      return [
        {
          name: name.slice(0, 100),
          identified: false,
          public_name: name.slice(0, 100),
          linked_item: key && link?.custom !== true ? { key: key.slice(0, 200), custom: false } : null,
        },
      ];
    });
  return { currency, items: items.slice(0, 500) };
}
