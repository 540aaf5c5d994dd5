/** Smallest to largest, so a size's index compares sizes. */
export const SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'] as const;

export type Size = (typeof SIZES)[number];

export function isSize(value: string): value is Size {
  return (SIZES as readonly string[]).includes(value);
}
