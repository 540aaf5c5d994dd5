import { describe, expect, it } from 'vitest';
import { earnedExperience, experienceShare, hostileOutcome } from '../../src/encounter/defeated-experience.ts';
import { createEntity } from '../../src/encounter/entity.ts';

const monster = (key: string, cr: 1 | 2, curHp: number, friendly = false) => ({
  ...createEntity({ key, name: key, entityType: 'npc', maxHp: 20, ac: 12, challenge_rating: cr, friendly }),
  curHp,
  down: curHp === 0,
});

describe('the experience a finished fight earns', () => {
  const fight = [
    monster('Orc', 1, 0),
    monster('Ogre', 2, 12),
    monster('Ally', 2, 0, true),
    createEntity({ key: 'Thora', name: 'Thora', entityType: 'player', maxHp: 31, ac: 16 }),
  ];

  it('counts the hostile monsters defeated, never one left standing nor a friend', () => {
    expect(hostileOutcome(fight).standing.map((entity) => entity.name)).toEqual(['Ogre']);
    expect(earnedExperience(fight, null)).toBe(200);
  });

  it("is the GM's override when one is set, split evenly and rounded down", () => {
    expect(earnedExperience(fight, 1000)).toBe(1000);
    expect(experienceShare(1000, 3)).toBe(333);
    expect(experienceShare(1000, 0)).toBe(0);
  });
});
