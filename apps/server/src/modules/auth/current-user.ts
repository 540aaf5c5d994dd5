import { MESSAGES, SESSION_COOKIE } from '@skald/contract/account-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { isApiRoute } from '../../http/route-table.ts';
import { findSignedIn, type SignedIn } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent the request, on /api routes that are not public data; null when signed out. */
    signedIn: SignedIn | null;
  }
}

/** Every /api route but public data needs to know who is asking; the compendium and static files skip the lookup. */
function knowsWhoIsAsking(request: FastifyRequest): boolean {
  return isApiRoute(request.routeOptions.url) && request.routeOptions.config.access !== 'public';
}

/**
 * Loads who is signed in and enforces each route's declared access (`config.access`), by the route
 * Fastify matched: a new /api route sees the session without being listed anywhere.
 */
export function loadSignedIn(app: FastifyInstance, db: Db): void {
  app.decorateRequest('signedIn', null);
  app.addHook('onRequest', async (request) => {
    if (!knowsWhoIsAsking(request)) return;
    request.signedIn = (await findSignedIn(db, request.cookies[SESSION_COOKIE])) ?? null;
    const { access } = request.routeOptions.config;
    if (access === 'signed-in' || access === 'admin') requireSignedIn(request);
    if (access === 'admin' && !request.signedIn?.user.admin) throw new HttpError(403, MESSAGES.adminOnly);
  });
  // Answers about one person are never kept by a browser cache or a proxy.
  app.addHook('onSend', async (request, reply) => {
    if (knowsWhoIsAsking(request)) reply.header('cache-control', 'no-store');
  });
}

/** The signed-in user, or a 401 that tells the caller to sign in. */
export function requireSignedIn(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new HttpError(401, MESSAGES.signInRequired);
  return request.signedIn;
}
