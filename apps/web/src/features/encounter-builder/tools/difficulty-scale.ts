/** A band of a difficulty bar, as shares of its width. */
export interface ScaleBand {
  name: string;
  from: number;
  to: number;
}

/** How far past the hardest step the bar reaches: half again, the top of a random "deadly" or "high". */
const PAST_THE_TOP = 1.5;

/**
 * A difficulty bar: the bands between the rule set's thresholds, drawn to scale up to half again the
 * hardest one, and where the encounter's XP sits (0 to 1; a fight past the end sits at the end).
 * `steps` are the thresholds lowest first; the band below the first is `below`.
 */
export function difficultyScale(
  below: string,
  steps: readonly { name: string; xp: number }[],
  xp: number,
): { bands: ScaleBand[]; marker: number } {
  const top = (steps[steps.length - 1]?.xp ?? 0) * PAST_THE_TOP;
  if (top <= 0) return { bands: [], marker: 0 };
  const share = (value: number) => Math.min(1, Math.max(0, value / top));
  const bands: ScaleBand[] = [{ name: below, from: 0, to: share(steps[0]?.xp ?? 0) }];
  steps.forEach((step, index) => {
    bands.push({ name: step.name, from: share(step.xp), to: share(steps[index + 1]?.xp ?? top) });
  });
  return { bands, marker: share(xp) };
}
