import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { findCampaign } from '../library/public.ts';
import { SYNC_MESSAGES } from './apply-queued.ts';
import { type EncounterDeps, findEncounter } from './encounter-access.ts';
import { readLogPage, snapshotOf, storedEncounter } from './encounter-answers.ts';
import { cleanEncounterGhosts } from './encounter-ghosts.ts';
import { encounterCommands, encounters } from './encounter-tables.ts';

const finished = sql`coalesce((${encounters.state}->>'finished')::boolean, false)`;
const FINISHED_FILTER: Record<'true' | 'false', SQL> = { true: finished, false: sql`not ${finished}` };

/**
 * A campaign's encounter list, one encounter with its log's newest page (ghosts cleaned first), the bare
 * snapshot, and an earlier page of the log.
 */
export async function encounterReadRoutes(app: FastifyInstance, deps: EncounterDeps): Promise<void> {
  const { db } = deps;

  serveRoute(app, encounterRoutes.list, async ({ params, query, request }) => {
    await findCampaign(db, params.id, requireSignedIn(request), false);
    // The summary is read out of the stored fight by the database, not by loading every fight here.
    const rows = await db
      .select({
        id: encounters.id,
        name: sql<string>`${encounters.state}->>'name'`,
        round: sql<number>`coalesce((${encounters.state}->>'round')::int, 0)`,
        turn: sql<number>`coalesce((${encounters.state}->>'turn')::int, 0)`,
        finished: sql<boolean>`${finished}`,
        entity_count: sql<number>`coalesce(jsonb_array_length(${encounters.state}->'entities'), 0)`,
        timestamp: encounters.timestamp,
      })
      .from(encounters)
      .where(and(eq(encounters.campaignId, params.id), query.finished ? FINISHED_FILTER[query.finished] : undefined))
      .orderBy(asc(encounters.timestamp), asc(encounters.id));
    const results = rows.map((row) => ({ ...row, timestamp: new Date(row.timestamp).toISOString() }));
    return { results, count: results.length };
  });

  serveRoute(app, encounterRoutes.read, async ({ params, request }) => {
    const row = await findEncounter(db, params, requireSignedIn(request), { write: false });
    return storedEncounter(db, await cleanEncounterGhosts(deps, row, request.log));
  });

  serveRoute(app, encounterRoutes.snapshot, async ({ params, request }) => {
    const row = await findEncounter(db, params, requireSignedIn(request), { write: false });
    return snapshotOf(db, row);
  });

  serveRoute(app, encounterRoutes.log, async ({ params, query, request }) => {
    const row = await findEncounter(db, params, requireSignedIn(request), { write: false });
    const [before] = await db
      .select({ seq: encounterCommands.seq })
      .from(encounterCommands)
      .where(and(eq(encounterCommands.encounterId, row.id), eq(encounterCommands.id, query.before)));
    if (!before) throw new HttpError(404, SYNC_MESSAGES.entryGone);
    return readLogPage(db, row.id, row.version, before.seq);
  });
}
