import { type CriticalDamage, derivedExtra, withExtra } from './critical-damage.ts';
import type { RandomSource } from './random.ts';
import { rerollDie } from './reroll-die.ts';

export type RerollCriticalResult = { ok: true; critical: CriticalDamage } | { ok: false; error: string };

/**
 * Rerolls one die of a critical hit's damage. A die of the ordinary roll can always be rerolled; under
 * `double` and `max` the extra dice follow it (they are the rolled faces again, or the highest faces).
 * The extra dice themselves can be rerolled only under `roll`, where they were rolled.
 */
export function rerollCriticalDie(
  critical: CriticalDamage,
  part: 'roll' | 'extra',
  groupIndex: number,
  dieIndex: number,
  random: RandomSource,
): RerollCriticalResult {
  const { setting } = critical;
  if (part === 'roll') {
    const rerolled = rerollDie(critical.roll, groupIndex, dieIndex, random);
    if (!rerolled.ok) return rerolled;
    const extra = setting === 'double' || setting === 'max' ? derivedExtra(rerolled.roll, setting) : critical.extra;
    return { ok: true, critical: withExtra(rerolled.roll, setting, extra) };
  }
  if (setting !== 'roll' || !critical.extra) {
    return { ok: false, error: `A critical set to ${setting} has no extra dice of its own to reroll` };
  }
  const rerolled = rerollDie(critical.extra, groupIndex, dieIndex, random);
  if (!rerolled.ok) return rerolled;
  return { ok: true, critical: withExtra(critical.roll, setting, rerolled.roll) };
}
