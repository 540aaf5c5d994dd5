import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PER_USER,
  AVATAR_MESSAGES,
  AVATAR_UPLOAD_TYPES,
  avatarUrl,
} from '@skald/contract/library/avatar-limits';
import { avatarRoutes } from '@skald/contract/library/avatar-routes';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { users } from '../users/public.ts';
import { inEncodeTurn } from './avatar-encode-turns.ts';
import { encodeAvatar } from './avatar-image.ts';
import { avatars } from './library-tables.ts';
import type { LibraryDeps } from './serve-collection.ts';

/** An avatar's bytes never change under its id, so anyone may keep them for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** Fastify's own refusals of a body, said as sentences a person can act on. */
const BODY_REFUSALS: Record<string, HttpError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: new HttpError(413, AVATAR_MESSAGES.tooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new HttpError(415, AVATAR_MESSAGES.notAPicture),
};

/**
 * Avatars (content.md §3): uploaded as a picture's raw bytes, re-encoded to WebP, served only as
 * image/webp with headers that forbid reading them as anything else.
 */
export async function avatarLibraryRoutes(app: FastifyInstance, { db }: LibraryDeps): Promise<void> {
  app.addContentTypeParser(
    [...AVATAR_UPLOAD_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Rethrown errors go on to the app's error handler, which answers them as usual.
  app.setErrorHandler((error) => {
    throw BODY_REFUSALS[(error as { code?: string }).code ?? ''] ?? error;
  });

  serveRoute(app, avatarRoutes.upload, async ({ body, request, reply }) => {
    const userId = requireSignedIn(request).user.id;
    const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    const picture = await inEncodeTurn(userId, () => encodeAvatar(bytes));
    const row = await db.transaction(async (tx) => {
      // One user's uploads take turns, so concurrent ones cannot pass the limit together.
      await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
      const [kept] = await tx.select({ n: count() }).from(avatars).where(eq(avatars.userId, userId));
      if ((kept?.n ?? 0) >= AVATAR_MAX_PER_USER) throw new HttpError(409, AVATAR_MESSAGES.tooMany);
      const [inserted] = await tx
        .insert(avatars)
        .values({ userId, ...picture })
        .returning({ id: avatars.id });
      return inserted;
    });
    if (!row) throw new Error('The insert returned no row.');
    const url = avatarUrl(row.id);
    reply.header('location', url);
    return { id: row.id, url, width: picture.width, height: picture.height };
  });

  serveRoute(app, avatarRoutes.read, async ({ params, request, reply }) => {
    const [row] = await db.select({ webp: avatars.webp }).from(avatars).where(eq(avatars.id, params.id));
    if (!row) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    const etag = `"${params.id}"`;
    reply
      .header('cache-control', CACHE_FOREVER)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      // Opened on its own, it is a picture and nothing runs.
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      reply.code(304).send();
    } else {
      reply.type('image/webp').send(row.webp);
    }
    return undefined;
  });

  serveRoute(app, avatarRoutes.remove, async ({ params, request }) => {
    const userId = requireSignedIn(request).user.id;
    const [gone] = await db
      .delete(avatars)
      .where(and(eq(avatars.id, params.id), eq(avatars.userId, userId)))
      .returning({ id: avatars.id });
    if (!gone) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    return undefined;
  });
}
