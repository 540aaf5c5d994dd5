// @vitest-environment jsdom
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { findEntity } from '@skald/rules/encounter/roster-list';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalSession } from './local-encounter-session.ts';
import { keepEncounter, loadStoredEncounter, STORED_ENCOUNTER_FORMAT } from './stored-encounter.ts';

const KEY = 'skald-test-encounter';

const fight = () =>
  createLocalSession(
    createEncounter([
      createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15, initiative: 15 }),
      createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 21, ac: 13, initiative: 12 }),
    ]),
    { automate: true },
  );

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('a fight kept in the browser', () => {
  it('comes back with its hit points and a log whose entries still undo', () => {
    vi.useFakeTimers();
    const running = fight();
    keepEncounter(running, KEY);
    running.apply({ type: 'start' });
    running.apply({ type: 'damage', target: 'orc', amount: 9, by: 'barbarian' });
    vi.runAllTimers();
    const stored = loadStoredEncounter(KEY);
    expect(stored && findEntity(stored.encounter, 'orc')?.curHp).toBe(12);
    const resumed = createLocalSession(stored?.encounter ?? createEncounter(), { automate: true, log: stored?.log });
    expect(resumed.undo(1)).toEqual({ ok: true, events: [] });
    expect(findEntity(resumed.snapshot().encounter, 'orc')?.curHp).toBe(21);
  });

  it('is written once the hits pause, and at least every two seconds while they keep coming', () => {
    vi.useFakeTimers();
    const running = fight();
    keepEncounter(running, KEY);
    running.apply({ type: 'start' });
    const orcHp = () => {
      const stored = loadStoredEncounter(KEY);
      return stored && findEntity(stored.encounter, 'orc')?.curHp;
    };
    // A hit every 100 ms for 2.5 s: the first write waits for the pause that never comes, up to 2 s.
    for (let hit = 1; hit <= 25; hit++) {
      running.apply({ type: 'damage', target: 'orc', amount: hit === 1 ? 1 : 0, by: 'barbarian' });
      vi.advanceTimersByTime(100);
      if (hit === 19) expect(localStorage.getItem(KEY)).toBeNull();
    }
    expect(orcHp()).toBe(20);
    running.apply({ type: 'damage', target: 'orc', amount: 5, by: 'barbarian' });
    vi.advanceTimersByTime(299);
    expect(orcHp()).toBe(20);
    vi.advanceTimersByTime(1);
    expect(orcHp()).toBe(15);
  });

  it('is forgotten on reset, even with a change still waiting to be written', () => {
    vi.useFakeTimers();
    const running = fight();
    const kept = keepEncounter(running, KEY);
    running.apply({ type: 'start' });
    vi.runAllTimers();
    running.apply({ type: 'reset' });
    kept.forget();
    vi.runAllTimers();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is dropped, not run, when it is corrupt or was kept in an older shape', () => {
    for (const value of [
      '{"format":',
      JSON.stringify({ format: STORED_ENCOUNTER_FORMAT - 1, encounter: createEncounter(), log: [] }),
      JSON.stringify({ format: STORED_ENCOUNTER_FORMAT, encounter: { ...createEncounter(), entities: [{}] }, log: [] }),
      JSON.stringify({ format: STORED_ENCOUNTER_FORMAT, encounter: createEncounter(), log: 'none' }),
    ]) {
      localStorage.setItem(KEY, value);
      expect(loadStoredEncounter(KEY)).toBeNull();
      expect(localStorage.getItem(KEY)).toBeNull();
    }
  });
});
