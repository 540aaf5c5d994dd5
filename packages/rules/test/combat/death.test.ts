import { describe, expect, it } from 'vitest';
import { kill, resetSaves, revive, setDeathSave, stabilise } from '../../src/combat/death.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const downed = anEntity({ name: 'Druid', maxHp: 34, curHp: 0 });

describe('kill', () => {
  it('marks dead and clears saves and stability', () => {
    expect(kill({ ...downed, stable: true, saves: { 1: 'success' } })).toMatchObject({
      dead: true,
      stable: false,
      saves: {},
    });
  });
});

describe('stabilise', () => {
  it('marks stable and clears dead and saves', () => {
    expect(stabilise({ ...downed, dead: true, saves: { 1: 'failure' } })).toMatchObject({
      stable: true,
      dead: false,
      saves: {},
    });
  });
});

describe('revive', () => {
  it('brings a dead character back at 1 hit point with a clean slate', () => {
    expect(revive({ ...downed, dead: true, stable: true, saves: { 1: 'failure' } })).toMatchObject({
      curHp: 1,
      dead: false,
      stable: false,
      saves: {},
    });
  });
});

describe('reset saves', () => {
  it('clears saves and stability but not death', () => {
    expect(resetSaves({ ...downed, stable: true, saves: { 1: 'failure', 2: 'success' } })).toMatchObject({
      saves: {},
      stable: false,
    });
  });
});

describe('setting a death save by index', () => {
  it('stores index 0 in slot 1 and index 4 in slot 5', () => {
    const once = setDeathSave(downed, 0, 'success', true);
    expect(setDeathSave(once, 4, 'failure', true).saves).toEqual({ 1: 'success', 5: 'failure' });
  });

  it('unsets a slot', () => {
    expect(setDeathSave({ ...downed, saves: { 1: 'failure', 2: 'failure' } }, 1, null, true).saves).toEqual({
      1: 'failure',
    });
  });

  it('a third failure kills when automation is on', () => {
    const twoFailed = { ...downed, saves: { 1: 'failure', 2: 'failure' } as const };
    expect(setDeathSave(twoFailed, 2, 'failure', true)).toMatchObject({ dead: true, saves: {} });
  });

  it('a third success stabilises when automation is on', () => {
    const twoPassed = { ...downed, saves: { 1: 'success', 3: 'success' } as const };
    expect(setDeathSave(twoPassed, 1, 'success', true)).toMatchObject({ stable: true, dead: false, saves: {} });
  });

  it('with automation off, three failures are only marked', () => {
    const twoFailed = { ...downed, saves: { 1: 'failure', 2: 'failure' } as const };
    const marked = setDeathSave(twoFailed, 2, 'failure', false);
    expect(marked.dead).toBe(false);
    expect(marked.saves).toEqual({ 1: 'failure', 2: 'failure', 3: 'failure' });
  });

  it('NPCs do not die by saves', () => {
    const orc = anOrc({ curHp: 0, saves: { 1: 'failure', 2: 'failure' } });
    expect(setDeathSave(orc, 2, 'failure', true).dead).toBe(false);
  });

  it('refuses an index outside 0 to 4', () => {
    expect(() => setDeathSave(downed, 5, 'failure', true)).toThrow('A death save index runs from 0 to 4, not 5');
  });
});
