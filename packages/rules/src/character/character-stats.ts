import { type Ability, abilityModifier } from '../constants/abilities.ts';
import type { AbilityScores } from './ability-generation.ts';

/** The armour a character wears, as the SRD's equipment gives it. */
export interface WornArmour {
  /** The armour class it gives before Dexterity. */
  base: number;
  /** Whether Dexterity's modifier is added (light and medium armour). */
  dexBonus: boolean;
  /** The most Dexterity adds (medium armour: 2); null when it adds all. */
  maxDexBonus: number | null;
}

/** A character's proficiency bonus by level: +2 at levels 1-4, +3 at 5-8, up to +6 at 17-20. */
export function characterProficiencyBonus(level: number): number {
  return 2 + Math.floor((Math.min(Math.max(level, 1), 20) - 1) / 4);
}

/**
 * Maximum hit points: at level 1 the hit die's largest face plus the Constitution modifier; each later
 * level adds the die's average rounded up (d8: 5) plus the modifier. Every level gives at least 1.
 */
export function characterMaxHp(hitDie: number, level: number, constitution: number): number {
  const modifier = abilityModifier(constitution);
  const later = Math.max(0, level - 1) * Math.max(1, hitDie / 2 + 1 + modifier);
  return Math.max(1, hitDie + modifier) + later;
}

/** Armour class: 10 + Dexterity unarmoured, else the armour's base plus Dexterity as it allows; a shield adds 2. */
export function characterArmourClass(dexterity: number, armour: WornArmour | null, shield: boolean): number {
  const dex = abilityModifier(dexterity);
  let ac = 10 + dex;
  if (armour) {
    const added = armour.dexBonus ? (armour.maxDexBonus === null ? dex : Math.min(dex, armour.maxDexBonus)) : 0;
    ac = armour.base + added;
  }
  return ac + (shield ? 2 : 0);
}

export interface CharacterBasics {
  level: number;
  hitDie: number;
  /** The final scores, racial bonuses included. */
  scores: AbilityScores;
  armour: WornArmour | null;
  shield: boolean;
  speed: number;
}

export interface DerivedStats {
  maxHp: number;
  ac: number;
  proficiencyBonus: number;
  initiative: number;
  speed: number;
  modifiers: Readonly<Record<Ability, number>>;
}

/** Every number the builder derives from a character's choices. */
export function deriveCharacterStats(character: CharacterBasics): DerivedStats {
  const { scores } = character;
  const modifiers = Object.fromEntries(
    Object.entries(scores).map(([ability, score]) => [ability, abilityModifier(score)]),
  ) as Record<Ability, number>;
  return {
    maxHp: characterMaxHp(character.hitDie, character.level, scores.constitution),
    ac: characterArmourClass(scores.dexterity, character.armour, character.shield),
    proficiencyBonus: characterProficiencyBonus(character.level),
    initiative: modifiers.dexterity,
    speed: character.speed,
    modifiers,
  };
}
