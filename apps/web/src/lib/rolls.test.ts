import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRollStore, type NewRoll, ROLL_TOAST_MS, rollAnnouncement } from './rolls.ts';

const quick = (title: string): NewRoll => ({ title, lines: [{ label: '', total: 7 }], stays: false });
const kept = (title: string): NewRoll => ({ title, lines: [{ label: '', total: 7 }], stays: true });
const titles = (store: ReturnType<typeof createRollStore>) => store.getState().rolls.map((roll) => roll.title);

describe('the rolls store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the newest first and keeps only the newest few', () => {
    const store = createRollStore(ROLL_TOAST_MS, 3);
    for (const title of ['a', 'b', 'c', 'd']) store.show(kept(title));
    expect(titles(store)).toEqual(['d', 'c', 'b']);
  });

  it('a quick roll leaves after the toast time; one the GM asked for stays', () => {
    const store = createRollStore();
    store.show(quick('chip'));
    store.show(kept('asked'));
    vi.advanceTimersByTime(ROLL_TOAST_MS - 1);
    expect(titles(store)).toEqual(['asked', 'chip']);
    vi.advanceTimersByTime(1);
    expect(titles(store)).toEqual(['asked']);
    vi.advanceTimersByTime(60_000);
    expect(titles(store)).toEqual(['asked']);
  });

  it('holding a quick roll pauses its countdown; releasing starts it again in full', () => {
    const store = createRollStore();
    const roll = store.show(quick('chip'));
    vi.advanceTimersByTime(ROLL_TOAST_MS - 100);
    store.hold(roll.id);
    vi.advanceTimersByTime(10_000);
    expect(titles(store)).toEqual(['chip']);
    store.release(roll.id);
    vi.advanceTimersByTime(ROLL_TOAST_MS - 1);
    expect(titles(store)).toEqual(['chip']);
    vi.advanceTimersByTime(1);
    expect(titles(store)).toEqual([]);
  });

  it('dismisses one result or clears them all, and tells its listeners', () => {
    const store = createRollStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.show(kept('first'));
    store.show(quick('second'));
    store.show(kept('third'));
    store.dismiss(first.id);
    expect(titles(store)).toEqual(['third', 'second']);
    store.clear();
    expect(titles(store)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(5);
    // A cleared quick roll's timer is gone too: nothing changes when it would have fired.
    vi.advanceTimersByTime(ROLL_TOAST_MS);
    expect(listener).toHaveBeenCalledTimes(5);
  });

  it('remembers the newest roll for the screen reader even after it is dismissed', () => {
    const store = createRollStore();
    store.show(kept('older'));
    const newest = store.show(kept('newest'));
    store.dismiss(newest.id);
    expect(store.getState().latest?.title).toBe('newest');
  });
});

describe('rollAnnouncement', () => {
  it('reads a dice roller result as "Rolled 2d6+3: 11"', () => {
    expect(rollAnnouncement({ title: '2d6+3', lines: [{ label: '', total: 11 }], stays: true })).toBe(
      'Rolled 2d6+3: 11',
    );
  });

  it('names advantage and a natural 20', () => {
    const roll: NewRoll = {
      title: '1d20+5',
      lines: [{ label: '', total: 25 }],
      mode: 'advantage',
      natural: 20,
      stays: true,
    };
    expect(rollAnnouncement(roll)).toBe('Rolled 1d20+5 with advantage: 25, natural 20');
  });

  it("reads each line of an ability's roll, and a stated line as it is", () => {
    const roll: NewRoll = {
      title: 'Goblin: Scimitar',
      lines: [
        { label: 'To hit', total: 17, detail: 'd20 13 + 4' },
        { label: 'DC 13 Dexterity save', total: null },
        { label: 'Slashing damage', total: 5 },
      ],
      stays: true,
    };
    expect(rollAnnouncement(roll)).toBe('Rolled Goblin: Scimitar: To hit 17, DC 13 Dexterity save, Slashing damage 5');
  });
});
