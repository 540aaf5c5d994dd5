import { setImmediate as nextTurn } from 'node:timers/promises';
import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import type { CommandOutcome } from '@skald/contract/library/encounter-sync';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { applyQueued } from './apply-queued.ts';
import { type EncounterDeps, findEncounter } from './encounter-access.ts';
import { snapshotOf } from './encounter-answers.ts';

/**
 * Whether the fight is now exactly the browser's base with every command applied, one version each, with
 * nothing from anyone else in between: the browser already holds that state (the engine is deterministic).
 */
function inStep(baseVersion: number, outcomes: CommandOutcome[]): boolean {
  return outcomes.every((outcome, i) => outcome.outcome === 'applied' && outcome.version === baseVersion + i + 1);
}

/**
 * The runner's queued commands, applied in order, each committed (and announced) in its own transaction
 * before the answer.
 */
export async function encounterSyncRoutes(app: FastifyInstance, deps: EncounterDeps): Promise<void> {
  const { db, commits } = deps;

  serveRoute(app, encounterRoutes.sync, async ({ params, body, request }) => {
    const writer = requireSignedIn(request);
    // Each command's transaction finds the writer's encounter as it locks it (a 404 otherwise): no read before.
    const target = { encounterId: params.encid, campaignId: params.id, userId: writer.user.id };
    const outcomes: CommandOutcome[] = [];
    for (const [n, queued] of body.commands.entries()) {
      // The embedded database answers through promises alone: without a turn of the event loop between
      // commands, a sync of 200 would hold every other request (another user's included) until its end.
      // None before the first, so a lone command is announced as soon as it committed.
      if (n > 0) await nextTurn();
      // Each command's transaction announces its version once committed; the hub folds a burst into few frames.
      outcomes.push(await applyQueued(commits, target, queued, request.log));
    }
    if (inStep(body.baseVersion, outcomes)) {
      return { version: body.baseVersion + outcomes.length, outcomes, snapshot: null };
    }
    const now = await findEncounter(db, params, writer, { write: true });
    const snapshot = await snapshotOf(db, now);
    return { version: snapshot.version, outcomes, snapshot };
  });
}
