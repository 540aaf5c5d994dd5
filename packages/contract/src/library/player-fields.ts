import { ABILITIES } from '@skald/rules/constants/abilities';
import { SKILLS, type Skill } from '@skald/rules/constants/skills';
import { z } from 'zod';
import { optionalWholeNumber } from './record-fields.ts';

/** Fields players and own characters share (content.md §3), bounded by combat.md §5's character-import clamps. */

/** The most companions one player or character brings. */
export const MAX_COMPANIONS = 50;

/** Each number's bounds: the character-import clamps of combat.md §5. */
export const CHARACTER_BOUNDS = {
  experience: { min: 0, max: 355_000 },
  level: { min: 1, max: 20 },
  ac: { min: 1, max: 99 },
  maxHp: { min: 1, max: 999 },
  ability: { min: 1, max: 99 },
  speed: { min: 0, max: 999 },
  initiative: { min: -10, max: 99 },
} as const;

/** A bounded whole number, or null when left empty. */
export function boundedNumber(field: string, bounds: { min: number; max: number }) {
  return optionalWholeNumber(field, bounds.min, bounds.max).default(null);
}

/** The six ability scores, each optional. */
export function abilityScoreFields() {
  return Object.fromEntries(
    ABILITIES.map((ability) => [
      ability,
      boundedNumber(ability.charAt(0).toUpperCase() + ability.slice(1), CHARACTER_BOUNDS.ability),
    ]),
  ) as { [ability in (typeof ABILITIES)[number]]: ReturnType<typeof boundedNumber> };
}

const KNOWN_SKILLS = new Set<string>(SKILLS);

/** Skills by their ids; unknown ones are dropped rather than refused (content.md §5), repeats kept once. */
export function knownSkills() {
  return z
    .array(z.string(), { error: 'Send the skills as a list.' })
    .max(100, 'Send the skills as a list.')
    .transform((skills) => [...new Set(skills.filter((skill) => KNOWN_SKILLS.has(skill)))] as Skill[])
    .default([]);
}

/** The NPC ids of a player's or character's companions. */
export function companionIds() {
  return z
    .array(z.uuid({ error: 'Each companion is named by its NPC id.' }), { error: 'Send the companions as a list.' })
    .max(MAX_COMPANIONS, `At most ${MAX_COMPANIONS} companions.`)
    .transform((ids) => [...new Set(ids)])
    .default([]);
}

/** The campaign a player or character plays in, or null. */
export function campaignLink() {
  return z.uuid({ error: 'Choose a campaign from the list.' }).nullable().default(null);
}
