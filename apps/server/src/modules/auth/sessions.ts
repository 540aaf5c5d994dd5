import { SESSION_COOKIE, SESSION_DAYS } from '@skald/contract/account-limits';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type UserRow, users } from '../users/public.ts';
import { sessions } from './auth-tables.ts';
import { hashToken, newToken } from './token-hash.ts';

const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** last_seen is written at most this often, so reading pages does not write a row each time. */
const LAST_SEEN_EVERY_MS = 60 * 60 * 1000;

export interface SignedIn {
  sessionId: string;
  user: UserRow;
}

/** Stores a new session for `userId` and answers its token, for the cookie. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ id: hashToken(token), userId, expires: new Date(Date.now() + SESSION_MS) });
  return token;
}

/** Sets the session cookie carrying `token` on `reply`. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    // Lax, not Strict: the redirect back from Google is a cross-site navigation that must carry it.
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_MS / 1000,
    secure,
  });
}

/** Starts a session for `userId` and sets its cookie on `reply`. */
export async function startSession(db: Db, reply: FastifyReply, userId: string, secure: boolean): Promise<void> {
  setSessionCookie(reply, await createSession(db, userId), secure);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

function sessionLookup(db: Db) {
  return db
    .select({ user: users, lastSeen: sessions.lastSeen })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expires, sql.placeholder('now'))))
    .prepare('');
}

/**
 * Each database's session lookup, built once: it runs before every signed-in request, and building its SQL
 * each time took about a third of the lookup. Unnamed (''): the embedded database is one session that every
 * connection shares, where a named statement would outlive the connection that made it.
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/** The user a session cookie's token belongs to, when the session exists and has not expired. */
export async function findSignedIn(db: Db, token: string | undefined): Promise<SignedIn | undefined> {
  if (!token) return undefined;
  const sessionId = hashToken(token);
  const lookup = sessionLookups.get(db) ?? sessionLookup(db);
  sessionLookups.set(db, lookup);
  // The time as the timestamp column writes a Date, since a placeholder's value reaches the driver as it is.
  const [row] = await lookup.execute({ sessionId, now: new Date().toISOString() });
  if (!row) return undefined;
  if (Date.now() - row.lastSeen.getTime() > LAST_SEEN_EVERY_MS) {
    await db.update(sessions).set({ lastSeen: new Date() }).where(eq(sessions.id, sessionId));
  }
  return { sessionId, user: row.user };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs the user out everywhere but `keep` (the session that asked), e.g. after a password change. */
export async function endOtherSessions(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}

/** Expired sessions are useless; they are removed when someone signs in. */
export async function removeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expires, new Date()));
}
