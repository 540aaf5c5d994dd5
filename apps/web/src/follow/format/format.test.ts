import type { SharedRoll } from '@skald/contract/live/follower-view';
import { describe, expect, it } from 'vitest';
import { conditionText, deathSavesText, rollText, sideWords } from './combat-text.ts';
import { exactHealthText, healthTone, heartsText, statusWords } from './health-text.ts';
import { presenceText } from './presence-text.ts';

describe('health in words', () => {
  it.each([
    [4, 'Unhurt, 4 of 4 hearts'],
    [3, 'Lightly hurt, 3 of 4 hearts'],
    [2, 'Bloodied, 2 of 4 hearts'],
    [1, 'Badly hurt, 1 of 4 hearts'],
    [0, 'Down, 0 of 4 hearts'],
  ] as const)('%i hearts read "%s"', (hearts, text) => {
    expect(heartsText(hearts)).toBe(text);
  });

  it('reads exact hit points with temporary ones only when there are some', () => {
    expect(exactHealthText({ kind: 'exact', cur: 23, max: 30, temp: 0 })).toBe('23 of 30 hit points');
    expect(exactHealthText({ kind: 'exact', cur: 23, max: 30, temp: 5 })).toBe('23 of 30 hit points, 5 temporary');
  });

  it('colours the bar as the app does: above half, above a quarter, below, none', () => {
    expect([healthTone(16, 30), healthTone(15, 30), healthTone(7, 30), healthTone(0, 30)]).toEqual([
      'good',
      'hurt',
      'low',
      'none',
    ]);
  });

  it('names a status only when it is not fighting', () => {
    expect([statusWords('fighting'), statusWords('down'), statusWords('stable'), statusWords('dead')]).toEqual([
      null,
      'Down',
      'Stable',
      'Dead',
    ]);
  });
});

describe('combat in words', () => {
  it('names conditions, sides and death saves', () => {
    expect(conditionText({ name: 'poisoned' })).toBe('Poisoned');
    expect(conditionText({ name: 'exhaustion', level: 2 })).toBe('Exhaustion 2');
    expect(sideWords('enemies')).toBe('Enemy');
    expect(deathSavesText(1, 2)).toBe('Death saves: 1 success, 2 failures');
  });

  it('writes a shared roll in one line', () => {
    const roll: SharedRoll = {
      title: 'Scimitar',
      expression: '1d20+4',
      total: 17,
      throws: [13, 5],
      advantage: 'advantage',
      entityName: null,
    };
    expect(rollText({ ...roll, entityName: 'Goblin' })).toBe('Goblin: Scimitar 1d20+4 = 17 (13, 5, with advantage)');
    expect(rollText({ ...roll, advantage: null, throws: [], entityName: null })).toBe('Scimitar 1d20+4 = 17');
  });
});

describe('presence', () => {
  it('says online, or offline since a time today and a date before', () => {
    const now = new Date(2026, 10, 26, 15, 30);
    expect(presenceText({ online: true, since: now.toISOString() }, now)).toBe('GM online');
    expect(presenceText({ online: false, since: new Date(2026, 10, 26, 14, 2).toISOString() }, now)).toBe(
      'GM offline since 14:02',
    );
    expect(presenceText({ online: false, since: new Date(2026, 10, 3, 9, 5).toISOString() }, now)).toBe(
      'GM offline since 3 Nov, 09:05',
    );
    expect(presenceText({ online: false, since: 'not a time' }, now)).toBe('GM offline');
  });
});
