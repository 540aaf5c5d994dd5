/**
 * The whole number a form field or an imported value starts with: 15, '15', ' 15 (natural armor)' and
 * '15.7' all read as 15; undefined when there is none (NaN, '', 'abc', null, true).
 */
export function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') {
    // Adding 0 turns the -0 that Math.trunc(-0.5) gives into a plain 0.
    if (!Number.isFinite(value)) return undefined;
    return Math.min(Number.MAX_SAFE_INTEGER, Math.max(-Number.MAX_SAFE_INTEGER, Math.trunc(value) + 0));
  }
  if (typeof value !== 'string') return undefined;
  const digits = /^\s*([+-]?\d+)/.exec(value)?.[1];
  if (digits === undefined) return undefined;
  // A mistyped run of digits stays a number arithmetic can use, never Infinity.
  const number = Number(digits) + 0;
  return Math.min(Number.MAX_SAFE_INTEGER, Math.max(-Number.MAX_SAFE_INTEGER, number));
}

/** Amounts are whole and never negative: 7.9 damage deals 7, -3 deals nothing, NaN nothing. */
export function wholeAmount(amount: number): number {
  return Number.isFinite(amount) ? Math.max(0, Math.floor(amount)) : 0;
}

export interface WholeNumberRange {
  min: number;
  max: number;
  /** Used when the value holds no number at all. */
  fallback: number;
}

/** The value as a whole number within the range, or the fallback when it holds no number. */
export function clampedWholeNumber(value: unknown, range: WholeNumberRange): number {
  const number = wholeNumber(value);
  if (number === undefined) return range.fallback;
  return Math.min(range.max, Math.max(range.min, number));
}
