import { ABILITIES, type Ability, abilityModifier } from '@skald/rules/constants/abilities';
import { isChallengeRating, proficiencyBonusFor } from '@skald/rules/constants/challenge-ratings';
import { SENSES } from '@skald/rules/constants/senses';
import { SKILL_ABILITY, SKILLS, type Skill } from '@skald/rules/constants/skills';
import { parseMonsterAbilityScore, parseMonsterChallengeRating } from '@skald/rules/validation/monster-parsing';
import { mapAlignment } from '../five-e-database/map-alignment.ts';
import { isOneOf } from '../five-e-database/one-of.ts';
import type { JsonMonsterReading } from './json-reading.ts';
import { arrayOf, entryObjects, isObject, type JsonObject, numberOf, textOf, UnreadFields } from './json-values.ts';
import { SHIELDMAIDEN_CASTER_FIELDS, shieldmaidenSpellcasting } from './shieldmaiden-spellcasting.ts';

/** Fields Shieldmaiden and Skald's NPC share name and meaning for; copied as they are. */
const SAME_FIELDS = [
  'name',
  'size',
  'type',
  'subtype',
  'avatar',
  'armor_class',
  'hit_points',
  'hit_dice',
  'friendly',
  'languages',
  'damage_vulnerabilities',
  'damage_resistances',
  'damage_immunities',
  'condition_immunities',
  'legendary_count',
] as const;

const SPEEDS = {
  walk_speed: 'walk',
  swim_speed: 'swim',
  fly_speed: 'fly',
  burrow_speed: 'burrow',
  climb_speed: 'climb',
};
const SECTIONS = ['special_abilities', 'actions', 'legendary_actions', 'reactions'] as const;
const ENTRY_FIELDS = ['name', 'desc', 'recharge', 'limit', 'limit_type', 'legendary_cost', 'reach', 'range'];

/** Read without a place in a Skald NPC: the companion's owner is another app's id. */
const LEFT_OUT = ['player_id'];

/**
 * A Shieldmaiden NPC: the shape Skald's NPC grew from, so most fields keep their names. Speeds are separate
 * fields, senses carry a flag and a range, saving throws and skills are lists of what is proficient (the
 * bonus worked out from the proficiency bonus and the ability, doubled for expertise, plus any modifier).
 */
export function readShieldmaidenNpc(source: JsonObject): JsonMonsterReading {
  const unread = new UnreadFields();
  const monster: JsonObject = {};
  for (const key of SAME_FIELDS) if (source[key] !== undefined) monster[key] = source[key];
  // Languages written as one text ("Common, Sylvan") are the list they name.
  if (typeof source.languages === 'string') monster.languages = source.languages.split(/\s*,\s*/).filter(Boolean);
  // Older Shieldmaiden NPCs name their vulnerabilities in the singular.
  if (source.damage_vulnerabilities === undefined && source.damage_vulnerability !== undefined)
    monster.damage_vulnerabilities = source.damage_vulnerability;
  // Shieldmaiden writes the alignment in words ("neutral evil"), Skald as an id ("neutral_evil").
  monster.alignment = mapAlignment(textOf(source.alignment));
  monster.challenge_rating = source.challenge_rating;
  for (const ability of ABILITIES) monster[ability] = source[ability];

  const speeds: Record<string, number> = {};
  for (const [field, kind] of Object.entries(SPEEDS)) {
    const feet = numberOf(source[field]);
    if (feet !== undefined) speeds[kind] = feet;
    else if (source[field] !== undefined && source[field] !== null) unread.add(field, source[field], 'not a distance');
  }
  monster.speeds = speeds;
  monster.senses = senses(source.senses, unread);

  const rating = parseMonsterChallengeRating(source.challenge_rating);
  const proficiency = numberOf(source.proficiency) ?? proficiencyBonusFor(isChallengeRating(rating) ? rating : 1);
  const score = (ability: Ability) => parseMonsterAbilityScore(source[ability]);
  monster.saving_throws = Object.fromEntries(
    arrayOf(source.saving_throws).flatMap((entry) => {
      const ability = abilityOf(entry);
      if (!ability) unread.add('saving_throws', entry, 'not an ability');
      return ability ? [[ability, abilityModifier(score(ability)) + proficiency]] : [];
    }),
  );
  const expertise = arrayOf(source.skills_expertise).flatMap((entry) => (skillOf(entry) ? [skillOf(entry)] : []));
  const modifiers = isObject(source.skill_modifiers) ? source.skill_modifiers : {};
  monster.skills = Object.fromEntries(
    arrayOf(source.skills).flatMap((entry) => {
      const skill = skillOf(entry);
      if (!skill) {
        unread.add('skills', entry, 'not a skill');
        return [];
      }
      const times = expertise.includes(skill) ? 2 : 1;
      const bonus =
        abilityModifier(score(SKILL_ABILITY[skill])) + proficiency * times + (numberOf(modifiers[skill]) ?? 0);
      return [[skill, bonus]];
    }),
  );
  monster.skills_expertise = expertise;
  for (const section of SECTIONS) monster[section] = entryObjects(source[section], section, unread).map(entry);

  for (const key of ['saving_throws', 'skills', 'skills_expertise', ...SECTIONS]) {
    if (source[key] !== undefined && !Array.isArray(source[key])) unread.add(key, source[key], 'not a list');
  }
  if (source.senses !== undefined && !isObject(source.senses))
    unread.add('senses', source.senses, 'not senses by name');
  const spellcasting = shieldmaidenSpellcasting(source, unread);
  if (spellcasting.length > 0) monster.spellcasting = spellcasting;
  // Caster fields of an NPC that casts nothing (an ability and no spells) have no place to go.
  const leftOut = spellcasting.length > 0 ? LEFT_OUT : [...LEFT_OUT, ...SHIELDMAIDEN_CASTER_FIELDS];
  for (const key of leftOut) if (source[key] !== undefined && source[key] !== null) unread.add(key, source[key]);
  return { monster: monster as JsonMonsterReading['monster'], unread: unread.fields };
}

/** 'dexterity' or 'dex' (three letters at least, so an empty entry names no ability). */
function abilityOf(value: unknown): Ability | undefined {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return word.length >= 3 ? ABILITIES.find((name) => name.startsWith(word)) : undefined;
}

function skillOf(value: unknown): Skill | undefined {
  const id =
    typeof value === 'string'
      ? value
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      : '';
  return isOneOf(SKILLS, id) ? id : undefined;
}

/** `{ darkvision: { darkvision: true, range: 60 } }` → darkvision 60; a sense whose flag is off is left out. */
function senses(value: unknown, unread: UnreadFields): Record<string, number> {
  const result: Record<string, number> = {};
  if (!isObject(value)) return result;
  for (const [sense, entry] of Object.entries(value)) {
    if (!isOneOf(SENSES, sense) || !isObject(entry)) continue;
    const range = numberOf(entry.range);
    if (entry[sense] === false) continue;
    if (range === undefined) {
      unread.add(`senses.${sense}`, entry, 'a sense without a range');
      continue;
    }
    result[sense] = range;
    const comments = textOf(entry.comments);
    if (comments) unread.add(`senses.${sense}.comments`, comments);
  }
  return result;
}

/** An entry keeps the fields an NPC's entry has; its rolls are the NPC's `action_list`, checked by the schema. */
function entry(source: JsonObject): JsonObject {
  const result: JsonObject = Object.fromEntries(
    ENTRY_FIELDS.flatMap((key) => (source[key] === undefined ? [] : [[key, source[key]]])),
  );
  result.desc = textOf(source.desc) ?? '';
  result.action_list = arrayOf(source.action_list)
    .filter(isObject)
    .map((action) => ({
      type: action.type,
      ...(action.attack_bonus === undefined ? {} : { attack_bonus: action.attack_bonus }),
      ...(action.save_dc === undefined ? {} : { save_dc: action.save_dc }),
      ...(action.save_ability === undefined ? {} : { save_ability: action.save_ability }),
      rolls: arrayOf(action.rolls)
        .filter(isObject)
        .map((roll) => ({
          // A healing roll has no damage type in Shieldmaiden; Skald's roll wants one, as the text reader gives it.
          damage_type: roll.damage_type ?? (action.type === 'healing' ? 'radiant' : undefined),
          dice_count: roll.dice_count,
          dice_type: roll.dice_type,
          fixed_val: roll.fixed_val ?? 0,
          ...(roll.miss_mod === undefined ? {} : { miss_mod: roll.miss_mod }),
          ...(roll.save_fail_mod === undefined ? {} : { save_fail_mod: roll.save_fail_mod }),
        })),
    }));
  return result;
}
