/** A figure's budget: at most `max`, or at least `min`, in the figure's unit. `npm run bench` ends with a table of them. */
export type Budget = { max: number } | { min: number };

/**
 * Prints one benchmark figure as the JSON line `npm run bench` promises; with a budget, the line carries it
 * (`"budget": {"max": 50}`) and bench/run.mjs puts the figure in its closing table, pass or FAIL.
 */
export function report(bench: string, metric: string, value: number, unit: string, budget?: Budget): void {
  console.log(JSON.stringify({ bench, metric, value: Math.round(value * 100) / 100, unit, ...(budget && { budget }) }));
}

export function percentile(sortedValues: number[], share: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil(share * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)] ?? Number.NaN;
}
