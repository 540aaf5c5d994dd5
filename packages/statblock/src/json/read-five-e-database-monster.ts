import { mapMonster } from '../five-e-database/map-monster.ts';
import type { SrdMonster } from '../five-e-database/monster-source.ts';
import type { JsonMonsterReading } from './json-reading.ts';
import { arrayOf, isObject, type JsonObject, numberOf, textOf } from './json-values.ts';

/**
 * A 5e-database monster (the shape of the SRD files the compendium imports), read by the compendium's own
 * mapping; what the mapping reports it could not carry over is the unread list. The fields the mapping takes
 * as given are first made safe: a missing list is empty, a wrong type is left out.
 */
export function readFiveEDatabaseMonster(source: JsonObject): JsonMonsterReading {
  const safe: SrdMonster = {
    ...(source as Partial<SrdMonster>),
    index: textOf(source.index) ?? '',
    name: textOf(source.name) ?? '',
    size: textOf(source.size) ?? '',
    type: textOf(source.type) ?? '',
    subtype: textOf(source.subtype),
    alignment: textOf(source.alignment),
    desc: textOf(source.desc),
    hit_dice: textOf(source.hit_dice),
    armor_class: arrayOf(source.armor_class).filter(isObject) as SrdMonster['armor_class'],
    hit_points: numberOf(source.hit_points) ?? Number.NaN,
    strength: numberOf(source.strength) ?? Number.NaN,
    dexterity: numberOf(source.dexterity) ?? Number.NaN,
    constitution: numberOf(source.constitution) ?? Number.NaN,
    intelligence: numberOf(source.intelligence) ?? Number.NaN,
    wisdom: numberOf(source.wisdom) ?? Number.NaN,
    charisma: numberOf(source.charisma) ?? Number.NaN,
    speed: isObject(source.speed) ? (source.speed as SrdMonster['speed']) : {},
    proficiencies: arrayOf(source.proficiencies).filter(
      (entry) => isObject(entry) && isObject(entry.proficiency) && typeof entry.proficiency.name === 'string',
    ) as SrdMonster['proficiencies'],
    damage_vulnerabilities: arrayOf(source.damage_vulnerabilities).filter(isText),
    damage_resistances: arrayOf(source.damage_resistances).filter(isText),
    damage_immunities: arrayOf(source.damage_immunities).filter(isText),
    condition_immunities: arrayOf(source.condition_immunities).filter(
      (entry) => isObject(entry) && typeof entry.index === 'string',
    ) as SrdMonster['condition_immunities'],
    senses: isObject(source.senses) ? (source.senses as SrdMonster['senses']) : {},
    languages: textOf(source.languages) ?? '',
    challenge_rating: numberOf(source.challenge_rating) ?? Number.NaN,
    proficiency_bonus: numberOf(source.proficiency_bonus),
    special_abilities: entries(source.special_abilities),
    actions: entries(source.actions),
    legendary_actions: entries(source.legendary_actions),
    reactions: entries(source.reactions),
    forms: [],
  };
  const { value, skipped } = mapMonster(safe);
  return {
    monster: {
      ...value.monster,
      ...(value.spellcasting.length > 0 ? { spellcasting: value.spellcasting } : {}),
    },
    unread: skipped.map(({ field, reason }) => ({ path: field, text: `${field}: ${reason}` })),
  };
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

/** Entries need a name and text; their damage and DCs are checked by the mapping's own readers. */
function entries(value: unknown): SrdMonster['actions'] {
  return arrayOf(value)
    .filter(isObject)
    .filter((entry) => typeof entry.name === 'string')
    .map((entry) => ({
      ...(entry as unknown as NonNullable<SrdMonster['actions']>[number]),
      desc: textOf(entry.desc) ?? '',
      damage: arrayOf(entry.damage).filter(isObject) as NonNullable<SrdMonster['actions']>[number]['damage'],
    }));
}
