import { createEntity } from '@skald/rules/encounter/entity';
import { describe, expect, it } from 'vitest';
import { sameButMeters } from './shown-entity.ts';

const orc = createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 15, ac: 13, initiative: 12 });

describe('a combatant as the turn order shows it', () => {
  it('is the same when only its damage meters moved', () => {
    expect(sameButMeters(orc, { ...orc, meters: { ...orc.meters, damage: 7 } })).toBe(true);
  });

  it('differs when anything it shows changed, or one side is missing', () => {
    expect(sameButMeters(orc, { ...orc, curHp: 14 })).toBe(false);
    expect(sameButMeters(orc, { ...orc, conditions: { prone: {} } })).toBe(false);
    expect(sameButMeters(orc, { ...orc, hidden: true, meters: { ...orc.meters, damage: 7 } })).toBe(false);
    expect(sameButMeters(orc, undefined)).toBe(false);
    expect(sameButMeters(undefined, undefined)).toBe(true);
  });
});
