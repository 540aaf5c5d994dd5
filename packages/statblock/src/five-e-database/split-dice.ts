import type { DiceParts } from '@skald/contract/compendium-records';
import { parseDice } from '@skald/rules/dice/parse-dice';

/** The dice a stat block rolls; 0 stands for a flat amount with no die. */
const STAT_BLOCK_DICE = [4, 6, 8, 10, 12, 20] as const;

export type SplitDiceResult = { ok: true; parts: DiceParts } | { ok: false; error: string };

/** `2d10+8` → 2, 10, 8; `1d4-1` → 1, 4, -1; a flat `1` → 0, 0, 1. */
export function splitDice(text: string): SplitDiceResult {
  const parsed = parseDice(text);
  if (!parsed.ok) return { ok: false, error: `"${text}": ${parsed.error}` };
  const { groups, modifier } = parsed.expression;
  const [group, ...others] = groups;
  if (group === undefined) return { ok: true, parts: { dice_count: 0, dice_type: 0, fixed_val: modifier } };
  if (others.length > 0 || group.sign < 0 || group.keep !== null) {
    return { ok: false, error: `"${text}" is not one group of dice plus a number` };
  }
  if (!(STAT_BLOCK_DICE as readonly number[]).includes(group.sides)) {
    return { ok: false, error: `"${text}" rolls d${group.sides}, not a d4, d6, d8, d10, d12 or d20` };
  }
  return { ok: true, parts: { dice_count: group.count, dice_type: group.sides, fixed_val: modifier } };
}
