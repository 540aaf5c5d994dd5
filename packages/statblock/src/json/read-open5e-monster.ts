import { ABILITIES } from '@skald/rules/constants/abilities';
import { SKILLS } from '@skald/rules/constants/skills';
import { isSpeedKind } from '@skald/rules/constants/speeds';
import { DEFAULT_LEGENDARY_COUNT } from '@skald/rules/monster/monster';
import { mapAlignment } from '../five-e-database/map-alignment.ts';
import { isOneOf } from '../five-e-database/one-of.ts';
import { readDefenses, readLanguages, readSenses } from '../text/header-values.ts';
import { entriesFromText, legendaryCountIn } from './entry-from-text.ts';
import type { JsonMonsterReading } from './json-reading.ts';
import {
  arrayOf,
  entryObjects,
  isObject,
  type JsonObject,
  listText,
  numberOf,
  textOf,
  UnreadFields,
} from './json-values.ts';
import { flatOpen5eV2Creature } from './open5e-v2-creature.ts';
import { skillExpertise } from './skill-expertise.ts';

const SECTIONS = ['special_abilities', 'actions', 'legendary_actions', 'reactions'] as const;

/**
 * An Open5e monster: flat fields (`strength_save`, a `skills` object), defenses, senses and languages as
 * text, and entries whose rolls are only in their `desc` (its `damage_dice` names no damage type), so the text
 * layouts' readers read them. A creature of the current API (v2) is first made flat like the first API's.
 */
export function readOpen5eMonster(given: JsonObject): JsonMonsterReading {
  const source = isObject(given.ability_scores) ? flatOpen5eV2Creature(given) : given;
  const unread = new UnreadFields();
  const monster: JsonObject = {
    name: source.name,
    size: source.size,
    type: source.type,
    subtype: textOf(source.subtype),
    alignment: mapAlignment(textOf(source.alignment)),
    armor_class: source.armor_class,
    hit_points: source.hit_points,
    hit_dice: textOf(source.hit_dice),
    challenge_rating: source.challenge_rating ?? source.cr,
  };
  for (const ability of ABILITIES) monster[ability] = source[ability];
  monster.saving_throws = Object.fromEntries(
    ABILITIES.flatMap((ability) => {
      const bonus = numberOf(source[`${ability}_save`]);
      return bonus === undefined ? [] : [[ability, bonus]];
    }),
  );
  const skills = isObject(source.skills) ? source.skills : {};
  if (source.skills !== undefined && source.skills !== null && !isObject(source.skills))
    unread.add('skills', source.skills);
  if (source.speed !== undefined && !isObject(source.speed)) unread.add('speed', source.speed);
  monster.skills = Object.fromEntries(
    Object.entries(skills).flatMap(([name, bonus]) => {
      const id = name.toLowerCase().replace(/[\s-]+/g, '_');
      if (isOneOf(SKILLS, id) && numberOf(bonus) !== undefined) return [[id, numberOf(bonus)]];
      unread.add(`skills.${name}`, bonus);
      return [];
    }),
  );
  monster.skills_expertise = skillExpertise(monster);
  const speed = isObject(source.speed) ? source.speed : {};
  monster.speeds = Object.fromEntries(
    Object.entries(speed).flatMap(([kind, feet]) => {
      if (isSpeedKind(kind) && numberOf(feet) !== undefined) return [[kind, numberOf(feet)]];
      if (kind !== 'hover') unread.add(`speed.${kind}`, feet);
      return [];
    }),
  );
  monster.senses = readSenses(listText(source.senses));
  monster.languages = readLanguages(listText(source.languages));
  monster.damage_vulnerabilities = readDefenses(listText(source.damage_vulnerabilities)).damage;
  monster.damage_resistances = readDefenses(listText(source.damage_resistances)).damage;
  monster.damage_immunities = readDefenses(listText(source.damage_immunities)).damage;
  monster.condition_immunities = readDefenses(listText(source.condition_immunities)).conditions;
  for (const section of SECTIONS) {
    monster[section] = entryObjects(source[section], section, unread).flatMap((entry) =>
      entriesFromText(textOf(entry.name) ?? '', textOf(entry.desc) ?? '', section === 'legendary_actions'),
    );
  }
  if (arrayOf(monster.legendary_actions).length > 0)
    monster.legendary_count = legendaryCountIn(textOf(source.legendary_desc) ?? '') ?? DEFAULT_LEGENDARY_COUNT;
  if (arrayOf(source.spell_list).length > 0) unread.add('spell_list', source.spell_list, 'spells are not read');
  return { monster: monster as JsonMonsterReading['monster'], unread: unread.fields };
}
