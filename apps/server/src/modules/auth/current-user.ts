import { MESSAGES, SESSION_COOKIE } from '@skald/contract/account-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { findSignedIn, type SignedIn } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent the request, on the account routes; null when signed out. */
    signedIn: SignedIn | null;
  }
}

/** Only these routes need to know who is asking; the compendium and static files skip the lookup. */
const ACCOUNT_ROUTES = /^\/api\/(auth|me|admin)(\/|\?|$)/;

export function loadSignedIn(app: FastifyInstance, db: Db): void {
  app.decorateRequest('signedIn', null);
  app.addHook('onRequest', async (request) => {
    if (!ACCOUNT_ROUTES.test(request.url)) return;
    request.signedIn = (await findSignedIn(db, request.cookies[SESSION_COOKIE])) ?? null;
  });
  // Answers about one person are never kept by a browser cache or a proxy.
  app.addHook('onSend', async (request, reply) => {
    if (ACCOUNT_ROUTES.test(request.url)) reply.header('cache-control', 'no-store');
  });
}

/** The signed-in user, or a 401 that tells the caller to sign in. */
export function requireSignedIn(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new HttpError(401, MESSAGES.signInRequired);
  return request.signedIn;
}
