import { type DiceRoll, tallyRoll } from './dice-roll.ts';
import { type RandomSource, rollDie } from './random.ts';

/** Indices come from a command or a click, so a stale one is reported rather than thrown. */
export type RerollResult = { ok: true; roll: DiceRoll } | { ok: false; error: string };

/**
 * Rerolls one die (0-based group and die index) of an earlier roll: only that die gets a new face,
 * then the keep rule is applied again (a rerolled die can move in or out of the kept ones) and the
 * totals are recomputed. The earlier roll is left untouched.
 */
export function rerollDie(roll: DiceRoll, groupIndex: number, dieIndex: number, random: RandomSource): RerollResult {
  const group = roll.groups[groupIndex];
  if (!Number.isInteger(groupIndex) || !group) {
    return { ok: false, error: `There is no dice group ${groupIndex} in this roll: it has ${roll.groups.length}` };
  }
  if (!Number.isInteger(dieIndex) || !group.dice[dieIndex]) {
    return { ok: false, error: `Dice group ${groupIndex} has no die ${dieIndex}: it has ${group.dice.length}` };
  }
  const faces = roll.groups.map((rolled, index) =>
    rolled.dice.map((die, position) =>
      index === groupIndex && position === dieIndex ? rollDie(die.sides, random) : die.value,
    ),
  );
  return { ok: true, roll: tallyRoll(roll.expression, faces) };
}
