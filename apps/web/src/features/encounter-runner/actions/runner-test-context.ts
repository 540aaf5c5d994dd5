import { mathRandom, type RandomSource } from '@skald/rules/dice/random';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { Monster } from '@skald/rules/monster/monster';
import type { SessionResult } from '../session/encounter-session.ts';
import { createLocalSession } from '../session/local-encounter-session.ts';
import type { RunnerContext, RunnerUi } from './combat-action.ts';
import { dispatch } from './dispatch.ts';

/** A small stat block for the tests that add monsters: what the engine needs of one, nothing more. */
export const TEST_IMP = { name: 'Bramble Imp', size: 'small', type: 'fey', armor_class: 14, hit_points: 7 } as Monster;

/** What the screen did for the actions under test: the targets toggled, the dialogs asked for. */
export interface ScreenCalls {
  toggled: string[];
  focused: number;
  palette: number;
  adding: number;
  finishing: number;
}

/**
 * For the actions' tests: the encounter in a local session, a fresh context on its latest snapshot,
 * the outcomes reported and what was asked of the screen. Commands set the fight up through the dispatcher.
 */
export function runnerTestContext(encounter: Encounter, options: { targets?: string[]; random?: RandomSource } = {}) {
  const session = createLocalSession(encounter, { automate: true, now: () => 0 });
  const reports: SessionResult[] = [];
  const calls: ScreenCalls = { toggled: [], focused: 0, palette: 0, adding: 0, finishing: 0 };
  const ui: RunnerUi = {
    toggleTarget: (key) => calls.toggled.push(key),
    focusAmount: () => (calls.focused += 1),
    openPalette: () => (calls.palette += 1),
    openAddCombatant: () => (calls.adding += 1),
    confirmFinish: () => (calls.finishing += 1),
  };
  const make = (targets = options.targets ?? []): RunnerContext => ({
    session,
    snapshot: session.snapshot(),
    targets,
    random: options.random ?? mathRandom,
    report: (result) => reports.push(result),
    ui,
  });
  const send = (command: EncounterCommand) => dispatch(make(), command);
  return { session, make, send, reports, calls };
}
