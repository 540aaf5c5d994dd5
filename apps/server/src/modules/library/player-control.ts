import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { PLAYER_CONTROL_MESSAGES, playerControlRoutes } from '@skald/contract/library/player-control';
import type { PlayerRecord } from '@skald/contract/library/player-record';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ATTEMPT_LIMITS } from '../../config.ts';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { AttemptLimit, requireSignedIn } from '../auth/public.ts';
import { users } from '../users/public.ts';
import { players } from './library-tables.ts';
import { dropGhostLinks } from './player-links.ts';
import { type LibraryDeps, readableBy, storedRecord } from './serve-collection.ts';

/** What the server adds to every answered record. */
interface StoredFields {
  id: string;
  created: string;
  updated: string;
}

/** The most controlled players one list answers; far more than one table of players. */
const MAX_CONTROLLED = 200;

/**
 * Control of a player (content.md §4): the owner gives it to another user by username or e-mail, and
 * takes it back; the controller reads the player among their characters, and may not change it.
 */
export function servePlayerControl(app: FastifyInstance, { db, attemptLimits }: LibraryDeps): void {
  const limit = new AttemptLimit(db, attemptLimits ?? DEFAULT_ATTEMPT_LIMITS);
  serveRoute(app, playerControlRoutes.read, async ({ params, request }) => {
    const reader = requireSignedIn(request);
    const [row] = await db
      .select({ controlName: players.controlName })
      .from(players)
      .where(and(eq(players.id, params.id), readableBy(players, reader)));
    if (!row) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    return { controller: row.controlName };
  });

  // The answer is the name as the owner typed it, whether or not an account has it: giving control must
  // not tell whether an e-mail address has an account, nor show the username of the account that has it.
  serveRoute(app, playerControlRoutes.give, async ({ params, body, request }) => {
    const owner = requireSignedIn(request).user;
    await limit.admitControlGive(owner.email, request.ip);
    const [player] = await db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.id, params.id), eq(players.userId, owner.id)));
    if (!player) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    const name = body.user.toLowerCase();
    if (name === owner.email || name === owner.username?.toLowerCase()) {
      throw new HttpError(400, PLAYER_CONTROL_MESSAGES.notYourself);
    }
    const [controller] = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.email, name), eq(sql`lower(${users.username})`, name)));
    await db
      .update(players)
      .set({ controlUserId: controller?.id ?? null, controlName: body.user })
      .where(eq(players.id, player.id));
    return { controller: body.user };
  });

  serveRoute(app, playerControlRoutes.takeBack, async ({ params, request }) => {
    const owner = requireSignedIn(request).user;
    const [player] = await db
      .update(players)
      .set({ controlUserId: null, controlName: null })
      .where(and(eq(players.id, params.id), eq(players.userId, owner.id)))
      .returning({ id: players.id });
    if (!player) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    return undefined;
  });

  serveRoute(app, playerControlRoutes.listControlled, async ({ request }) => {
    const controller = requireSignedIn(request).user;
    const rows = await db
      .select({ id: players.id, body: players.body, owner: users.username })
      .from(players)
      .innerJoin(users, eq(users.id, players.userId))
      .where(eq(players.controlUserId, controller.id))
      .orderBy(asc(players.searchName), asc(players.id))
      .limit(MAX_CONTROLLED);
    return {
      results: rows.map((row) => ({
        id: row.id,
        character_name: String(row.body.character_name ?? ''),
        avatar: String(row.body.avatar ?? ''),
        storage_avatar: String(row.body.storage_avatar ?? ''),
        campaign_id: (row.body.campaign_id as string | null | undefined) ?? null,
        owner: row.owner,
      })),
    };
  });

  serveRoute(app, playerControlRoutes.readControlled, async ({ params, request }) => {
    const controller = requireSignedIn(request).user;
    const [row] = await db
      .select({ player: players, owner: users.username })
      .from(players)
      .innerJoin(users, eq(users.id, players.userId))
      .where(and(eq(players.id, params.id), eq(players.controlUserId, controller.id)));
    if (!row) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    const body = await dropGhostLinks(db, row.player, request);
    return { ...(storedRecord({ ...row.player, body }) as PlayerRecord & StoredFields), owner: row.owner };
  });
}
