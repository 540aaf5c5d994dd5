import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelForExperience } from '../../src/maths/experience-levels.ts';

describe('level from experience', () => {
  it.each([
    [0, 1],
    [299, 1],
    [300, 2],
    [2699, 3],
    [2700, 4],
    [354999, 19],
    [355000, 20],
    [999999, 20],
  ])('%i XP is level %i', (experience, level) => {
    expect(levelForExperience(experience)).toBe(level);
  });

  it('never goes down as experience grows', () => {
    fc.assert(
      fc.property(fc.nat(400000), fc.nat(400000), (a, b) => {
        expect(levelForExperience(Math.min(a, b))).toBeLessThanOrEqual(levelForExperience(Math.max(a, b)));
      }),
    );
  });
});
