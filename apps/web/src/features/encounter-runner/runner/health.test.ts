import { createEntity } from '@skald/rules/encounter/entity';
import { describe, expect, it } from 'vitest';
import { healthColor, shownHitPoints, statusWords } from './health.ts';

const druid = createEntity({ key: 'druid', name: 'Druid', entityType: 'player', maxHp: 34, ac: 16 });

describe('hit points as the runner shows them', () => {
  it('the form\u2019s hit points while transformed: 20 of 34 as a druid, 19 of 19 as a bear', () => {
    const bear = { ...druid, curHp: 20, transformed: { curHp: 19, maxHp: 19, maxHpMod: 0, ac: 11 } };
    expect(shownHitPoints(bear)).toEqual({ current: 19, max: 19, temp: 0 });
    expect(shownHitPoints({ ...druid, curHp: 20, tempHp: 5 })).toEqual({ current: 20, max: 34, temp: 5 });
  });

  it.each([
    [34, 34, 'green'],
    [17, 34, 'yellow'],
    [8, 34, 'red'],
    [0, 34, 'gray'],
  ])('%i of %i is %s', (current, max, color) => {
    expect(healthColor(current, max)).toBe(color);
  });

  it('names the states a row shows', () => {
    expect(statusWords({ ...druid, dead: true, hidden: true })).toEqual(['Dead', 'Hidden']);
    expect(statusWords({ ...druid, stable: true, active: false })).toEqual(['Stable', 'Joins next round']);
    expect(statusWords({ ...druid, curHp: 0 })).toEqual(['Dying']);
  });
});
