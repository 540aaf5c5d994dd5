import { describe, expect, it } from 'vitest';
import { experiencePoints, hostileExperience, hostileMonsters } from '../../src/maths/xp.ts';

const orc = { challengeRating: 0.5 } as const;
const ogre = { challengeRating: 2 } as const;
const friendlyOgre = { challengeRating: 2, friendly: true } as const;

describe('XP of a challenge rating', () => {
  it('an orc (CR 1/2) is worth 100 XP, an ogre (CR 2) 450, a rat (CR 0) 10', () => {
    expect(experiencePoints(0.5)).toBe(100);
    expect(experiencePoints(2)).toBe(450);
    expect(experiencePoints(0)).toBe(10);
  });

  it('an ancient red dragon (CR 24) is worth 62,000 XP', () => {
    expect(experiencePoints(24)).toBe(62000);
  });
});

describe('hostile experience: friendly NPCs earn the party nothing', () => {
  it('two orcs and an ogre are worth 2 x 100 + 450 = 650 XP', () => {
    expect(hostileExperience([orc, orc, ogre])).toBe(650);
  });

  it('two orcs with a friendly ogre at the party side are worth only the orcs: 200 XP', () => {
    expect(hostileExperience([orc, orc, friendlyOgre])).toBe(200);
    expect(hostileMonsters([orc, orc, friendlyOgre])).toEqual([orc, orc]);
  });

  it('an empty encounter is worth nothing', () => {
    expect(hostileExperience([])).toBe(0);
  });
});
