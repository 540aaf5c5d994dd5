import { describe, expect, it } from 'vitest';
import { memberHitPoints, memberStatus, restedMembers } from './party-status.ts';

describe("the campaign page's view of a party member", () => {
  it('shows the hit points the last fight left, else a full sheet', () => {
    expect(memberHitPoints(41, undefined)).toEqual({ current: 41, max: 41, temp: 0 });
    expect(memberHitPoints(41, { curHp: 12, tempHp: 4 })).toEqual({ current: 12, max: 41, temp: 4 });
    expect(memberHitPoints(41, { curHp: 41, maxHpMod: -6 })).toEqual({ current: 35, max: 35, temp: 0 });
    expect(memberHitPoints(null, { curHp: 3 })).toBeNull();
  });

  it('names the dead, the stable, and the death saves made so far', () => {
    expect(memberStatus({ dead: true, saves: { 1: 'failure' } })).toBe('Dead');
    expect(memberStatus({ stable: true })).toBe('Stable');
    expect(memberStatus({ saves: { 1: 'success', 2: 'failure', 3: 'failure' } })).toBe('Death saves: 1 ✓ 2 ✗');
    expect(memberStatus({ curHp: 5 })).toBeNull();
  });

  it('a long rest heals the living and leaves the dead', () => {
    const rested = restedMembers({ a: { curHp: 3, tempHp: 2, maxHpMod: -4 }, b: { curHp: 0, dead: true } });
    expect(memberHitPoints(30, rested.a)).toEqual({ current: 30, max: 30, temp: 0 });
    expect(rested.b).toEqual({ curHp: 0, dead: true });
  });
});
