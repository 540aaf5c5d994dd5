import { describe, expect, it } from 'vitest';
import { createEncounter } from '../../src/encounter/encounter.ts';
import { createEntity } from '../../src/encounter/entity.ts';
import { encounterChallenge } from '../../src/maths/encounter-difficulty.ts';

const player = (key: string) => createEntity({ key, name: key, entityType: 'player', maxHp: 30, ac: 15, level: 4 });
const npc = (key: string, challenge_rating: 0.5 | 2, friendly = false) =>
  createEntity({ key, name: key, entityType: 'npc', maxHp: 15, ac: 13, challenge_rating, friendly });

describe('the challenge of an encounter', () => {
  it('the demo: three level 4 players against two orcs (100 XP) and an ogre (450): 650 XP, x2, hard by 2014, under the 2024 budget', () => {
    const challenge = encounterChallenge(
      createEncounter([player('a'), player('b'), player('c'), npc('o1', 0.5), npc('o2', 0.5), npc('ogre', 2)]),
    );
    expect(challenge.partyLevels).toEqual([4, 4, 4]);
    expect(challenge.difficulty2014).toMatchObject({ xp: 650, multiplier: 2, adjustedXp: 1300, difficulty: 'hard' });
    // The 2024 budget of three level 4 characters starts at 750 XP for a low-difficulty fight.
    expect(challenge.band2024).toMatchObject({ xp: 650, band: 'trivial', budget: { low: 750 } });
  });

  it('a friendly NPC adds no XP, and a player without a level counts as level 1', () => {
    const challenge = encounterChallenge(
      createEncounter([
        createEntity({ key: 'p', name: 'p', entityType: 'player', maxHp: 9, ac: 12 }),
        npc('ally', 2, true),
      ]),
    );
    expect(challenge.partyLevels).toEqual([1]);
    expect(challenge.difficulty2014.xp).toBe(0);
  });

  it('a party named by its levels is measured instead of the players in the encounter', () => {
    const challenge = encounterChallenge(createEncounter([player('a'), npc('o1', 0.5), npc('o2', 0.5)]), [1, 1]);
    expect(challenge.partyLevels).toEqual([1, 1]);
    // Two orcs (200 XP) against two characters: x1.5 for a pair, one step up (x2) for a party under three: 400,
    // past two level 1 characters' deadly threshold of 200.
    expect(challenge.difficulty2014).toMatchObject({ xp: 200, adjustedXp: 400, difficulty: 'deadly' });
  });
});
