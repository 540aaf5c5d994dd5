import { describe, expect, it } from 'vitest';
import { addMeters, afterLongRest, carriedFromEntity, entityWithCarried } from '../../src/campaign/carried-state.ts';
import { createEntity, EMPTY_METERS } from '../../src/encounter/entity.ts';

const barbarian = () => createEntity({ key: 'p1', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15 });

describe('what a campaign member carries between encounters', () => {
  it('a wounded member joins the next fight wounded, with the same temp HP, lowered maximum and saves', () => {
    const hurt = {
      ...barbarian(),
      curHp: 0,
      tempHp: 3,
      maxHpMod: -5,
      saves: { 1: 'failure', 2: 'success' } as const,
      stable: false,
    };
    const carried = carriedFromEntity(hurt);
    const next = entityWithCarried(barbarian(), carried);
    expect(next).toMatchObject({ curHp: 0, tempHp: 3, maxHpMod: -5, saves: { 1: 'failure', 2: 'success' } });
  });

  it('hit points never start above the maximum the carried modifier leaves', () => {
    const next = entityWithCarried(barbarian(), { curHp: 41, maxHpMod: -10 });
    expect(next.curHp).toBe(31);
    expect(entityWithCarried(barbarian(), { curHp: -4 }).curHp).toBe(0);
  });

  it('a member who never fought starts fresh, and a fight already holding the state is left as it is', () => {
    const fresh = barbarian();
    expect(entityWithCarried(fresh, {})).toBe(fresh);
    expect(entityWithCarried(fresh, { curHp: 41, tempHp: 0, saves: {} })).toBe(fresh);
    expect(entityWithCarried(fresh, { curHp: 40 })).not.toBe(fresh);
  });

  it('the campaign meters add up each finished fight', () => {
    const first = { ...EMPTY_METERS, damage: 12, healingTaken: 4 };
    const second = { ...EMPTY_METERS, damage: 8, overkill: 2 };
    expect(addMeters(addMeters(undefined, first), second)).toEqual({
      ...EMPTY_METERS,
      damage: 20,
      overkill: 2,
      healingTaken: 4,
    });
  });

  it('a long rest restores the living and leaves the dead and the meters alone', () => {
    const meters = { ...EMPTY_METERS, damage: 30 };
    const rested = afterLongRest({ curHp: 2, tempHp: 5, maxHpMod: -6, saves: { 1: 'failure' }, stable: true, meters });
    expect(rested).toEqual({ tempHp: 0, maxHpMod: 0, saves: {}, stable: false, meters });
    expect(entityWithCarried(barbarian(), rested).curHp).toBe(41);
    // A fight still holding them wounded has them whole again; a member the campaign holds nothing of keeps theirs.
    expect(entityWithCarried({ ...barbarian(), curHp: 15 }, rested).curHp).toBe(41);
    expect(entityWithCarried({ ...barbarian(), curHp: 15 }, { meters }).curHp).toBe(15);
    const dead = { curHp: 0, dead: true, saves: {} };
    expect(afterLongRest(dead)).toBe(dead);
  });
});
