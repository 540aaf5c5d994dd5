/** The experience a character needs for each level, 1 to 20 (the Player's Handbook's table). */
export const EXPERIENCE_FOR_LEVEL = [
  0, 300, 900, 2700, 6500, 14000, 23000, 34000, 48000, 64000, 85000, 100000, 120000, 140000, 165000, 195000, 225000,
  265000, 305000, 355000,
] as const;

/** The level a character with this much experience has reached: 2700 is level 4, 2699 level 3. */
export function levelForExperience(experience: number): number {
  let level = 1;
  for (let next = 1; next < EXPERIENCE_FOR_LEVEL.length; next++) {
    if (experience >= (EXPERIENCE_FOR_LEVEL[next] as number)) level = next + 1;
  }
  return level;
}
