import { mathRandom } from '@skald/rules/dice/random';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { rollTestInitiative } from '@skald/rules/encounter/test-mode';
import type { EncounterSession } from '../session/encounter-session.ts';
import { createLocalSession } from '../session/local-encounter-session.ts';

/**
 * combat.md §4 test mode: the saved encounter with random initiative and everyone at full hit points,
 * round 0 and turn 1, run in the browser alone. Nothing goes back to the server.
 */
export function startTestSession(saved: Encounter): EncounterSession {
  const started = applyCommand(
    saved,
    { type: 'start-test', d20s: rollTestInitiative(saved, mathRandom) },
    { at: Date.now(), automate: true },
  );
  return createLocalSession(started.ok ? started.encounter : saved, { automate: true });
}
