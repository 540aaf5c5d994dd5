/**
 * How a spell grows stronger (content.md §9), zod-free for the editor: dice by the slot level it is cast
 * with (from its own level up to 9th), or by the caster's character level (thresholds such as a cantrip's
 * 1, 5, 11 and 17). Stored in the SRD's shape: one map of level to dice.
 */

export const SPELL_COMPONENTS = ['V', 'S', 'M'] as const;

/** The three maps a spell may scale with, at most one of them. */
export const SCALING_KEYS = ['damage_at_slot_level', 'heal_at_slot_level', 'damage_at_character_level'] as const;
export type ScalingKey = (typeof SCALING_KEYS)[number];

export const HIGHEST_SLOT_LEVEL = 9;
export const HIGHEST_CHARACTER_LEVEL = 20;

/** Dice as the SRD writes them: `8d6`, `3d4 + 3`, `1d8 + MOD` (the caster's spellcasting modifier). */
export const SCALING_DICE_PATTERN = /^\d{1,3}d\d{1,3}( ?[+-] ?(\d{1,3}|MOD))?$/;
export const SCALING_DICE_MESSAGE = 'Allowed format: 2d6, 2d6 + 3 or 1d8 + MOD';

export const SCALING_MESSAGES = {
  oneWay: 'A spell scales one way: by slot level or by character level.',
  slotLevels: "Slot levels run from the spell's level (1st for a cantrip) to 9th.",
  characterLevels: 'Character levels run from 1 to 20.',
} as const;

/** The levels a scaling map may name: slot levels from the spell's own, or character levels 1 to 20. */
export function scalingLevels(key: ScalingKey, spellLevel: number): number[] {
  const [from, to] =
    key === 'damage_at_character_level' ? [1, HIGHEST_CHARACTER_LEVEL] : [Math.max(1, spellLevel), HIGHEST_SLOT_LEVEL];
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, at) => from + at);
}

type ScalingMaps = Partial<Record<ScalingKey, Record<string, string> | undefined>> & { level: number };

/** The problems of a spell's scaling, each with the field it concerns. */
export function scalingProblems(spell: ScalingMaps): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const used = SCALING_KEYS.filter((key) => Object.keys(spell[key] ?? {}).length > 0);
  for (const extra of used.slice(1)) problems.push({ path: [extra], message: SCALING_MESSAGES.oneWay });
  for (const key of used) {
    const allowed = new Set(scalingLevels(key, spell.level).map(String));
    for (const level of Object.keys(spell[key] ?? {})) {
      if (allowed.has(level)) continue;
      problems.push({
        path: [key, level],
        message: key === 'damage_at_character_level' ? SCALING_MESSAGES.characterLevels : SCALING_MESSAGES.slotLevels,
      });
    }
  }
  return problems;
}
