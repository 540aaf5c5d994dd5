import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { npcFromMonster } from '@skald/contract/library/npc-from-monster';
import { copyMonsterRoute, type NpcRecord, npcRecordSchema, npcRoutes } from '@skald/contract/library/npc-record';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { compendiumMonsters } from '../compendium/public.ts';
import { listCompanionOnItsPlayer } from './companion-links.ts';
import { npcs, players } from './library-tables.ts';
import { type CollectionSpec, type LibraryDeps, serveCollection, storedRecord } from './serve-collection.ts';

/** A companion follows one of its owner's players; any other id is refused before the write. */
async function ownPlayerOnly(tx: Db, npc: NpcRecord, userId: string): Promise<void> {
  if (npc.player_id === null) return;
  const [player] = await tx
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.id, npc.player_id), eq(players.userId, userId)));
  if (!player) throw new HttpError(400, 'player_id: player_id must be the id of one of your players.');
}

/** How the collection (and a library import) stores an NPC. */
export const npcCollection: CollectionSpec<NpcRecord> = {
  kind: 'npcs',
  table: npcs,
  searchName: (npc) => npc.name,
  columns: (npc) => ({
    challengeRating: npc.challenge_rating,
    type: npc.type,
    playerId: npc.player_id,
    shared: npc.shared,
  }),
  beforeWrite: ownPlayerOnly,
  afterWrite: listCompanionOnItsPlayer,
};

/**
 * NPCs and companions (content.md §3, combat.md §3 Monster): the five collection routes, and "Copy to my
 * NPCs", which adds a compendium monster's stat block to the user's NPCs.
 */
export async function npcLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  const { db } = deps;
  serveCollection<NpcRecord>(app, deps, npcRoutes, npcCollection);

  serveRoute(app, copyMonsterRoute, async ({ params, request }) => {
    const userId = requireSignedIn(request).user.id;
    const [monster] = await db
      .select({ body: compendiumMonsters.body })
      .from(compendiumMonsters)
      .where(eq(compendiumMonsters.slug, params.slug));
    if (!monster) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    const copied = npcRecordSchema.safeParse(npcFromMonster(monster.body));
    if (!copied.success) {
      throw new HttpError(
        422,
        `This monster could not be copied: ${copied.error.issues[0]?.message ?? 'it is not valid'}`,
      );
    }
    const npc = copied.data;
    const row = await db.transaction(async (tx) => {
      await deps.slots.claim(tx, userId, 'npcs');
      const [inserted] = await tx
        .insert(npcs)
        .values({ userId, searchName: npc.name, body: npc, ...npcCollection.columns?.(npc) })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('The insert returned no row.');
    return { ...npc, ...storedRecord(row) };
  });
}
