import { createHmac, timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER, MESSAGES, SESSION_DAYS } from '@skald/contract/account-limits';
import { needsCsrfToken } from '@skald/contract/api/api-route';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { newToken } from './token-hash.ts';

/**
 * Cross-site request forgery protection as a signed double submit: an HttpOnly cookie holds a random
 * value, and the token `GET /api/auth/session` hands out is its HMAC under the session secret. A page on
 * another site can make the browser send the cookie but cannot read the token to put in the header.
 * It works before anyone signs in, so sign-in and sign-up are covered too (login CSRF).
 */
const CSRF_COOKIE = 'skald_csrf';

export class CsrfGuard {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  private sign(value: string): string {
    return createHmac('sha256', this.secret).update(`csrf:${value}`).digest('base64url');
  }

  /** The token for this browser, setting its cookie first when it has none. */
  tokenFor(request: FastifyRequest, reply: FastifyReply): string {
    let value = request.cookies[CSRF_COOKIE];
    if (!value) {
      value = newToken();
      reply.setCookie(CSRF_COOKIE, value, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: SESSION_DAYS * 24 * 60 * 60,
        secure: this.secure,
      });
    }
    return this.sign(value);
  }

  private verified(request: FastifyRequest): boolean {
    const value = request.cookies[CSRF_COOKIE];
    const sent = request.headers[CSRF_HEADER];
    if (!value || typeof sent !== 'string') return false;
    const expected = Buffer.from(this.sign(value));
    const given = Buffer.from(sent);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * Refuses every POST, PUT, PATCH and DELETE that lacks the token (403), but on a public route (`needsCsrfToken`).
   * It goes by the route Fastify matched, so no spelling of the address (`/%61pi/...`) that reaches a route can
   * skip it.
   */
  protect(app: FastifyInstance): void {
    app.addHook('onRequest', async (request) => {
      // Unknown addresses keep their plain 404; there is nothing there to forge.
      if (request.is404 || request.routeOptions.url === undefined) return;
      if (!needsCsrfToken(request.method, request.routeOptions.config.access)) return;
      if (!this.verified(request)) throw new HttpError(403, MESSAGES.csrf);
    });
  }
}
