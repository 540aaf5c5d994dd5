/** Walking first: a stat block's bare speed ("30 ft.") is the walking speed. */
export const SPEED_KINDS = ['walk', 'swim', 'fly', 'burrow', 'climb'] as const;

export type SpeedKind = (typeof SPEED_KINDS)[number];

export function isSpeedKind(value: string): value is SpeedKind {
  return (SPEED_KINDS as readonly string[]).includes(value);
}
