// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToHistory,
  type HistoryEntry,
  MAX_HISTORY,
  ROLL_HISTORY_KEY,
  readHistory,
  writeHistory,
} from './roll-history.ts';

const entry = (id: string): HistoryEntry => ({ id, notation: '1d20', mode: 'normal', total: 10 });

describe('the roll history', () => {
  beforeEach(() => sessionStorage.clear());

  it('adds newest first and keeps the newest only', () => {
    let entries: HistoryEntry[] = [];
    for (let index = 0; index < MAX_HISTORY + 5; index++) entries = addToHistory(entries, entry(String(index)));
    expect(entries).toHaveLength(MAX_HISTORY);
    expect(entries[0]?.id).toBe(String(MAX_HISTORY + 4));
  });

  it('survives a round trip through storage, and clearing removes it', () => {
    writeHistory(sessionStorage, [entry('a'), { ...entry('b'), mode: 'advantage' }]);
    expect(readHistory(sessionStorage).map((kept) => kept.id)).toEqual(['a', 'b']);
    writeHistory(sessionStorage, []);
    expect(sessionStorage.getItem(ROLL_HISTORY_KEY)).toBeNull();
  });

  it('leaves out what it cannot read instead of throwing', () => {
    sessionStorage.setItem(ROLL_HISTORY_KEY, '{not json');
    expect(readHistory(sessionStorage)).toEqual([]);
    sessionStorage.setItem(ROLL_HISTORY_KEY, JSON.stringify([entry('ok'), { id: 'bad', mode: 'sideways' }, 5]));
    expect(readHistory(sessionStorage).map((kept) => kept.id)).toEqual(['ok']);
  });
});
