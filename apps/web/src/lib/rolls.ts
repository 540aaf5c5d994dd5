import type { AdvantageMode } from '@skald/rules/dice/roll-d20';
import { useSyncExternalStore } from 'react';

/** How long a quick roll stays on screen (combat.md: roll toast 3 seconds). */
export const ROLL_TOAST_MS = 3000;

/** The overlay keeps the newest results; older ones leave, so the stack never covers the screen. */
export const MAX_ROLLS_SHOWN = 10;

/** One die as it landed; a die dropped by a keep rule (`4d6kh3`, advantage) is shown but not counted. */
export interface ShownDie {
  sides: number;
  value: number;
  kept: boolean;
}

/** The dice of one group of an expression, with the group's sign: `-1d4` is subtracted. */
export interface ShownDiceGroup {
  sign: 1 | -1;
  dice: ShownDie[];
}

/** One line of a result: what it was ('To hit', 'Slashing damage') and how it came out. */
export interface RollLine {
  /** Empty when the result's title already says what the line is. */
  label: string;
  /** Null for a line that is only stated, like a save's DC. */
  total: number | null;
  /** The dice as text, for callers that describe them in words: 'd20 14 + 4'. */
  detail?: string;
  /** The dice one by one, with the flat modifier, for a result drawn die by die. */
  dice?: { groups: ShownDiceGroup[]; modifier: number };
}

export interface NewRoll {
  /** What was rolled: '2d6+3', 'Goblin: Scimitar'. */
  title: string;
  lines: RollLine[];
  /** A d20 rolled with advantage or disadvantage says so. */
  mode?: AdvantageMode;
  /** The kept d20 of a single d20 roll, when it shows 20 or 1. */
  natural?: 20 | 1;
  /** True: stays until dismissed. False: a quick roll, gone after ROLL_TOAST_MS. */
  stays: boolean;
}

export interface ShownRoll extends NewRoll {
  id: number;
}

export interface RollsState {
  /** Newest first. */
  rolls: readonly ShownRoll[];
  /** The newest roll ever shown, for the screen reader: dismissing rolls must not announce older ones again. */
  latest: ShownRoll | null;
}

export interface RollStore {
  show(roll: NewRoll): ShownRoll;
  dismiss(id: number): void;
  clear(): void;
  /** Pauses a quick roll's countdown while the pointer or focus is on it, so it can be read. */
  hold(id: number): void;
  /** Starts the countdown again, in full. */
  release(id: number): void;
  subscribe(listener: () => void): () => void;
  getState(): RollsState;
}

/** The results on screen and their timers; one store for the whole app, separate ones in tests. */
export function createRollStore(toastMs = ROLL_TOAST_MS, cap = MAX_ROLLS_SHOWN): RollStore {
  let state: RollsState = { rolls: [], latest: null };
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const set = (next: RollsState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const stopTimer = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const startTimer = (roll: ShownRoll) => {
    if (roll.stays) return;
    stopTimer(roll.id);
    timers.set(
      roll.id,
      setTimeout(() => dismiss(roll.id), toastMs),
    );
  };
  const dismiss = (id: number) => {
    stopTimer(id);
    if (!state.rolls.some((roll) => roll.id === id)) return;
    set({ ...state, rolls: state.rolls.filter((roll) => roll.id !== id) });
  };

  return {
    show(roll) {
      const shown: ShownRoll = { ...roll, id: nextId++ };
      const rolls = [shown, ...state.rolls];
      for (const dropped of rolls.slice(cap)) stopTimer(dropped.id);
      set({ rolls: rolls.slice(0, cap), latest: shown });
      startTimer(shown);
      return shown;
    },
    dismiss,
    clear() {
      for (const id of [...timers.keys()]) stopTimer(id);
      if (state.rolls.length > 0) set({ ...state, rolls: [] });
    },
    hold: stopTimer,
    release(id) {
      const roll = state.rolls.find((shown) => shown.id === id);
      if (roll) startTimer(roll);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
  };
}

/** The app's rolls overlay reads this store. */
export const rollStore = createRollStore();

/** Shows a result in the rolls overlay: the one way anything in the app shows a roll. */
export function showRoll(roll: NewRoll): ShownRoll {
  return rollStore.show(roll);
}

export function useRollsState(store: RollStore = rollStore): RollsState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

const MODE_WORDS: Record<AdvantageMode, string> = {
  normal: '',
  advantage: ' with advantage',
  disadvantage: ' with disadvantage',
};

/** What a screen reader hears: 'Rolled 2d6+3: 11', 'Rolled Goblin: Scimitar: To hit 17, Slashing damage 5'. */
export function rollAnnouncement(roll: NewRoll): string {
  const natural = roll.natural ? `, natural ${roll.natural}` : '';
  const lines = roll.lines.map((line) => {
    if (line.total === null) return line.label;
    return line.label ? `${line.label} ${line.total}` : String(line.total);
  });
  return `Rolled ${roll.title}${MODE_WORDS[roll.mode ?? 'normal']}: ${lines.join(', ')}${natural}`;
}
