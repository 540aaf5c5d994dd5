import type { MonsterSpellcasting } from '@skald/contract/compendium-records';
import type { Ability } from '@skald/rules/constants/abilities';
import { isChallengeRating, proficiencyBonusFor } from '@skald/rules/constants/challenge-ratings';
import { CONDITIONS, type Condition } from '@skald/rules/constants/conditions';
import { DEFAULT_LEGENDARY_COUNT, type Monster } from '@skald/rules/monster/monster';
import {
  parseMonsterAbilityScore,
  parseMonsterArmorClass,
  parseMonsterChallengeRating,
  parseMonsterHitPoints,
  parseMonsterName,
  parseMonsterSize,
  parseMonsterType,
} from '@skald/rules/validation/monster-parsing';
import { mapAlignment } from './map-alignment.ts';
import { mapDefenses } from './map-defenses.ts';
import { mapMonsterAbilities } from './map-monster-ability.ts';
import { mapProficiencies } from './map-proficiencies.ts';
import { mapSenses, mapSpeeds } from './map-speeds-senses.ts';
import { mapSpellcasting } from './map-spellcasting.ts';
import type { SrdMonster } from './monster-source.ts';
import { isOneOf } from './one-of.ts';
import { type Mapped, type Skip, skipLog } from './skipped.ts';
import { sourceSlug } from './slug.ts';
import { splitLanguages } from './split-languages.ts';

const SWARM = /^swarm of (.+)$/i;

/** A 5e-database monster as the compendium serves it: the stat block and the fields around it. */
export interface CompendiumMonster {
  /** The slug the compendium serves it under. */
  url: string;
  monster: Monster;
  desc?: string;
  passive_perception?: number;
  /** Slugs of the same creature's other stat blocks (a lycanthrope's forms). */
  forms: string[];
  spellcasting: MonsterSpellcasting[];
}

/**
 * A 5e-database monster as our `Monster`, with the creator's clamps and defaults. Left out on purpose, as
 * derived or presentational: xp, image, hit_points_roll, the armor's kind, and the make-up of a
 * multiattack, which its text describes.
 */
export function mapMonster(source: SrdMonster): Mapped<CompendiumMonster> {
  const url = sourceSlug(source.index, source.name);
  const { skipped, skip } = skipLog(`monsters/${url}`);

  const scores: Record<Ability, number> = {
    strength: score(source.strength, 'strength', skip),
    dexterity: score(source.dexterity, 'dexterity', skip),
    constitution: score(source.constitution, 'constitution', skip),
    intelligence: score(source.intelligence, 'intelligence', skip),
    wisdom: score(source.wisdom, 'wisdom', skip),
    charisma: score(source.charisma, 'charisma', skip),
  };
  const challengeRating = parseMonsterChallengeRating(source.challenge_rating);
  if (!isChallengeRating(source.challenge_rating)) {
    skip('challenge_rating', `${source.challenge_rating} is not a challenge rating, using ${challengeRating}`);
  }
  const { senses, passive_perception } = mapSenses(source.senses, skip);
  const specialAbilities = source.special_abilities ?? [];
  const legendaryActions = mapMonsterAbilities(source.legendary_actions, 'legendary_actions', skip);

  const monster: Monster = {
    name: parseMonsterName(source.name),
    size: parseMonsterSize(source.size),
    type: parseMonsterType(source.type),
    subtype: source.subtype ?? SWARM.exec(source.type.trim())?.[1],
    alignment: mapAlignment(source.alignment),
    armor_class: armorClass(source, skip),
    hit_points: clamped(source.hit_points, parseMonsterHitPoints(source.hit_points), 'hit_points', skip),
    hit_dice: source.hit_dice,
    challenge_rating: challengeRating,
    ...scores,
    ...mapProficiencies(
      source.proficiencies,
      scores,
      source.proficiency_bonus ?? proficiencyBonusFor(challengeRating),
      skip,
    ),
    speeds: mapSpeeds(source.speed, skip),
    languages: splitLanguages(source.languages),
    senses,
    damage_vulnerabilities: mapDefenses(source.damage_vulnerabilities, 'damage_vulnerabilities', skip),
    damage_resistances: mapDefenses(source.damage_resistances, 'damage_resistances', skip),
    damage_immunities: mapDefenses(source.damage_immunities, 'damage_immunities', skip),
    condition_immunities: conditionImmunities(source, skip),
    special_abilities: mapMonsterAbilities(specialAbilities, 'special_abilities', skip),
    actions: mapMonsterAbilities(source.actions, 'actions', skip),
    legendary_actions: legendaryActions,
    reactions: mapMonsterAbilities(source.reactions, 'reactions', skip),
    ...(legendaryActions.length > 0 ? { legendary_count: DEFAULT_LEGENDARY_COUNT } : {}),
  };
  reportDefaulted(source.size, monster.size, 'size', skip);
  reportDefaulted(source.type, monster.type, 'type', skip);

  const spellcasting = specialAbilities.flatMap((trait): MonsterSpellcasting[] => {
    const mapped = trait.spellcasting && mapSpellcasting(trait.name, trait.spellcasting, skip);
    return mapped ? [mapped] : [];
  });
  return {
    value: {
      url,
      monster,
      ...(source.desc ? { desc: source.desc } : {}),
      ...(passive_perception === undefined ? {} : { passive_perception }),
      forms: (source.forms ?? []).map((form) => sourceSlug(form.index, form.name)),
      spellcasting,
    },
    skipped,
  };
}

function score(value: number, ability: Ability, skip: Skip): number {
  return clamped(value, parseMonsterAbilityScore(value), ability, skip);
}

function clamped(value: unknown, parsed: number, field: string, skip: Skip): number {
  if (value !== parsed) skip(field, `${String(value)} is outside the monster creator's range, using ${parsed}`);
  return parsed;
}

/** The first armor class; a second one (with a shield, with mage armor) has no place in a monster. */
function armorClass(source: SrdMonster, skip: Skip): number {
  const [first, ...others] = source.armor_class;
  for (const other of others)
    skip('armor_class', `also ${other.value} (${other.type}): only the first armor class is kept`);
  return clamped(first?.value, parseMonsterArmorClass(first?.value), 'armor_class', skip);
}

function conditionImmunities(source: SrdMonster, skip: Skip): Condition[] {
  return source.condition_immunities.flatMap(({ index }) => {
    if (isOneOf(CONDITIONS, index)) return [index];
    skip('condition_immunities', `"${index}" is not one of the 15 conditions`);
    return [];
  });
}

/** The creator falls back to medium and beast; say so when the source's word was something else. */
function reportDefaulted(text: string, parsed: string, field: string, skip: Skip): void {
  const word = text
    .trim()
    .toLowerCase()
    .split(/[\s(,]+/)[0];
  if (word !== parsed) skip(field, `"${text}" is not a known ${field}, using ${parsed}`);
}
