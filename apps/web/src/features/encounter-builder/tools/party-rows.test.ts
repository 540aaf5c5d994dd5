import { describe, expect, it } from 'vitest';
import {
  addPartyRow,
  changePartyRow,
  DEFAULT_PARTY,
  describeParty,
  type PartyRow,
  partyLevels,
  readPartyRows,
  removePartyRow,
} from './party-rows.ts';

const rows: PartyRow[] = [
  { key: 'row-1', count: 3, level: 2 },
  { key: 'row-2', count: 1, level: 5 },
];

describe('the party as rows of characters of a level', () => {
  it('gives every character its level: 3 of level 2 and 1 of level 5', () => {
    expect(partyLevels(rows)).toEqual([2, 2, 2, 5]);
    expect(describeParty(rows)).toBe('3 characters of level 2, 1 of level 5');
  });

  it('adds a row of one character at the last row’s level, under a key no row has', () => {
    const added = addPartyRow(rows);
    expect(added[2]).toEqual({ key: 'row-3', count: 1, level: 5 });
    expect(addPartyRow(removePartyRow(added, 'row-2')).map((row) => row.key)).toEqual(['row-1', 'row-3', 'row-4']);
  });

  it('stops at ten rows', () => {
    let many: PartyRow[] = [...DEFAULT_PARTY];
    for (let index = 0; index < 15; index++) many = addPartyRow(many);
    expect(many).toHaveLength(10);
  });

  it.each([
    [{ level: 0 }, 3, 1],
    [{ level: 25 }, 3, 20],
    [{ level: '7' }, 3, 7],
    [{ count: 99 }, 12, 2],
    [{ count: 0 }, 1, 2],
    [{ count: '' }, 3, 2],
    [{ level: 'high' }, 3, 2],
    [{ level: 2.6 }, 3, 3],
  ])('a change %o keeps the row within 1-12 characters of level 1-20', (change, count, level) => {
    expect(changePartyRow(rows, 'row-1', change)[0]).toEqual({ key: 'row-1', count, level });
  });

  it('reads back kept rows clamped, drops malformed ones, and falls back to four level-1 characters', () => {
    expect(readPartyRows([{ count: 40, level: 30 }, 'junk', { count: 2 }, { count: 2, level: 4 }])).toEqual([
      { key: 'row-1', count: 12, level: 20 },
      { key: 'row-2', count: 2, level: 4 },
    ]);
    expect(readPartyRows(null)).toEqual(DEFAULT_PARTY);
    expect(readPartyRows([])).toEqual(DEFAULT_PARTY);
  });
});
