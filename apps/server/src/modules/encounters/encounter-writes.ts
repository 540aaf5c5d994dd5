import type { EncounterSetup } from '@skald/contract/library/encounter-record';
import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { createEncounter, type Encounter } from '@skald/rules/encounter/encounter';
import { resetEncounter } from '@skald/rules/encounter/reset';
import { turnPosition } from '@skald/rules/encounter/turn-order';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { findCampaign } from '../library/public.ts';
import { type EncounterDeps, findEncounter } from './encounter-access.ts';
import { storedEncounter } from './encounter-answers.ts';
import { checkEncounterLinks } from './encounter-links.ts';
import { encounters } from './encounter-tables.ts';

/** The 409 of a builder saving over a version it did not open. */
export function versionConflict(stored: number, opened: number): string {
  return `This encounter changed since you opened it (version ${opened}; it is now at version ${stored}). Reload it to see the changes, then save again.`;
}

/** The fight with the builder's name and combatants; whose turn it is stays, unless that combatant left. */
function withSetup(state: Encounter, setup: EncounterSetup): Encounter {
  const next: Encounter = { ...state, name: setup.name, entities: setup.entities };
  if (next.currentKey !== null && !setup.entities.some((entity) => entity.key === next.currentKey)) {
    next.currentKey = null;
  }
  if (next.round > 0) next.turn = turnPosition(next);
  return next;
}

/** Adds an encounter to the writer's campaign, claiming the campaign's tier slot in the same transaction. */
async function insertEncounter(
  deps: EncounterDeps,
  tx: Db,
  target: { userId: string; campaignId: string },
  values: Pick<typeof encounters.$inferInsert, 'state' | 'loot' | 'weather' | 'xp'>,
) {
  await deps.slots.claimEncounter(tx, target.userId, target.campaignId);
  const [row] = await tx
    .insert(encounters)
    .values({ ...target, ...values, searchName: values.state.name.toLowerCase() })
    .returning();
  if (!row) throw new Error('The insert returned no encounter.');
  return row;
}

/** Create, save from the builder (versioned), delete, delete the finished ones, and clone. */
export async function encounterWriteRoutes(app: FastifyInstance, deps: EncounterDeps): Promise<void> {
  const { db } = deps;

  serveRoute(app, encounterRoutes.create, async ({ params, body, request }) => {
    const writer = requireSignedIn(request);
    const row = await db.transaction(async (tx) => {
      await findCampaign(tx, params.id, writer, true);
      await checkEncounterLinks(tx, writer.user.id, body);
      const state = createEncounter(body.entities, body.name);
      const { loot, weather, xp } = body;
      return insertEncounter(deps, tx, { userId: writer.user.id, campaignId: params.id }, { state, loot, weather, xp });
    });
    return storedEncounter(db, row);
  });

  serveRoute(app, encounterRoutes.replace, async ({ params, body, request }) => {
    const writer = requireSignedIn(request);
    const row = await deps.commits.transaction(async (tx, announce) => {
      const current = await findEncounter(tx, params, writer, { write: true, lock: true });
      if (current.version !== body.version) throw new HttpError(409, versionConflict(current.version, body.version));
      await checkEncounterLinks(tx, writer.user.id, body);
      const [updated] = await tx
        .update(encounters)
        .set({
          searchName: body.name.toLowerCase(),
          state: withSetup(current.state, body),
          loot: body.loot,
          weather: body.weather,
          xp: body.xp,
          version: current.version + 1,
          updated: new Date(),
        })
        .where(eq(encounters.id, current.id))
        .returning();
      if (!updated) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
      announce({ kind: 'encounter', encounterId: updated.id, version: updated.version, committed: updated });
      return updated;
    });
    return storedEncounter(db, row);
  });

  serveRoute(app, encounterRoutes.remove, async ({ params, request }) => {
    const writer = requireSignedIn(request);
    await deps.commits.transaction(async (tx, announce) => {
      const gone = await tx
        .delete(encounters)
        .where(
          and(
            eq(encounters.id, params.encid),
            eq(encounters.campaignId, params.id),
            eq(encounters.userId, writer.user.id),
          ),
        )
        .returning({ id: encounters.id });
      if (gone.length === 0) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
      announce({ kind: 'encounter-deleted', encounterId: params.encid, userId: writer.user.id });
    });
    return undefined;
  });

  serveRoute(app, encounterRoutes.removeFinished, async ({ params, request }) => {
    const writer = requireSignedIn(request);
    await findCampaign(db, params.id, writer, true);
    const deleted = await deps.commits.transaction(async (tx, announce) => {
      const gone = await tx
        .delete(encounters)
        .where(
          and(
            eq(encounters.campaignId, params.id),
            eq(encounters.userId, writer.user.id),
            sql`coalesce((${encounters.state}->>'finished')::boolean, false)`,
          ),
        )
        .returning({ id: encounters.id });
      for (const { id } of gone) announce({ kind: 'encounter-deleted', encounterId: id, userId: writer.user.id });
      return gone.length;
    });
    return { deleted };
  });

  serveRoute(app, encounterRoutes.clone, async ({ params, request }) => {
    const writer = requireSignedIn(request);
    const row = await db.transaction(async (tx) => {
      await findCampaign(tx, params.id, writer, true);
      const source = await findEncounter(tx, params, writer, { write: true });
      const state = { ...resetEncounter(source.state), name: `${source.state.name} (copy)` };
      const { loot, weather, xp } = source;
      return insertEncounter(deps, tx, { userId: writer.user.id, campaignId: params.id }, { state, loot, weather, xp });
    });
    return storedEncounter(db, row);
  });
}
