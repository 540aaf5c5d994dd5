import type { EncounterSyncAnswer, QueuedCommand } from '@skald/contract/library/encounter-sync';
import { type Fight, fightOf, replay } from './fight-replay.ts';

/** The fight the server has confirmed, at its version. */
export interface ConfirmedFight {
  version: number;
  fight: Fight;
}

/** A gesture the server did not apply, with the engine's sentence. */
export interface RefusedGesture {
  queued: QueuedCommand;
  error: string;
}

/** Where the browser stands after a sync answer. */
export interface SettledSync {
  confirmed: ConfirmedFight;
  /** The gestures still waiting, in order: those sent after this batch, and any the answer did not name. */
  queue: QueuedCommand[];
  /** What the GM sees now: the confirmed fight with the waiting gestures on top. */
  shown: Fight;
  refused: RefusedGesture[];
  /** The fight the GM saw changed for reasons other than a refusal: changes made elsewhere. */
  changedElsewhere: boolean;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * Takes the server's answer to `sent` (sent on `confirmed`): drops what it applied, saw before or refused
 * from the queue; with no snapshot the server holds exactly the browser's fight with those gestures, so
 * the confirmed fight is computed here; with one, the waiting gestures are replayed on it (the rebase).
 */
export function settleSync(
  confirmed: ConfirmedFight,
  queue: readonly QueuedCommand[],
  shown: Fight,
  sent: readonly QueuedCommand[],
  answer: EncounterSyncAnswer,
): SettledSync {
  const outcomes = new Map(answer.outcomes.map((outcome) => [outcome.id, outcome]));
  const refused = sent.flatMap((queued) => {
    const outcome = outcomes.get(queued.id);
    return outcome?.outcome === 'refused' ? [{ queued, error: outcome.error ?? 'The server did not apply it.' }] : [];
  });
  const waiting = queue.filter((queued) => !outcomes.has(queued.id));
  if (answer.snapshot === null) {
    const done = sent.filter((queued) => outcomes.get(queued.id)?.outcome === 'applied');
    return {
      confirmed: { version: answer.version, fight: replay(confirmed.fight, done) },
      queue: waiting,
      shown,
      refused,
      changedElsewhere: false,
    };
  }
  const next: ConfirmedFight = { version: answer.snapshot.version, fight: fightOf(answer.snapshot) };
  const rebased = replay(next.fight, waiting);
  const refusedIds = new Set(refused.map((gesture) => gesture.queued.id));
  return {
    confirmed: next,
    queue: waiting,
    shown: rebased,
    refused,
    changedElsewhere: !sameIds(
      shown.ids.filter((id) => !refusedIds.has(id)),
      rebased.ids,
    ),
  };
}
