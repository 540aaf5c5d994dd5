import { googleCallbackRoute, googleSignInRoute } from '@skald/contract/api/auth-routes';
import { sameSitePath } from '@skald/contract/same-site-path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as oidc from 'openid-client';
import type { GoogleSignIn } from '../../config.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { isVerified, type UserRow, users } from '../users/public.ts';
import type { AccountDeps } from './account-deps.ts';
import { grantConfiguredAdmin } from './configured-admins.ts';
import { endOtherSessions, startSession } from './sessions.ts';

/** Holds the flow's state, nonce, PKCE verifier and redirect between the two requests, signed. */
const FLOW_COOKIE = 'skald_google';
const FLOW_PATH = googleSignInRoute.path;
const DEFAULT_REDIRECT = '/content';
/** Where a failed Google sign-in lands; the sign-in page says it did not work. */
const FAILED_REDIRECT = '/sign-in?error=google';
/** Where a Google sign-in lands that found a password account whose address is not verified. */
const UNVERIFIED_REDIRECT = '/sign-in?error=google-unverified';

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  redirect: string;
}

/** The provider's settings, discovered on first use and again after a failure (Google may be unreachable at start-up). */
function discoverer(google: GoogleSignIn): () => Promise<oidc.Configuration> {
  let discovered: Promise<oidc.Configuration> | undefined;
  return () => {
    discovered ??= oidc
      .discovery(new URL(google.issuerUrl), google.clientId, google.clientSecret, undefined, {
        // Only a local test provider is plain http; Google itself is https.
        execute: google.issuerUrl.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
}

/** A new account picks a username first, then goes where the sign-in was headed. */
function afterFirstSignIn(redirect: string): string {
  return redirect === DEFAULT_REDIRECT ? '/set-username' : `/set-username?redirect=${encodeURIComponent(redirect)}`;
}

/** Google sign-in with OpenID Connect (authorization code, state, nonce and PKCE), when configured. */
export async function googleRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { google, db } = deps;
  if (!google) return;
  const configuration = discoverer(google);
  const callbackUrl = `${deps.publicUrl}${googleCallbackRoute.path}`;
  const cookieOptions = { httpOnly: true, sameSite: 'lax', path: FLOW_PATH, secure: deps.secure } as const;

  serveRoute(app, googleSignInRoute, async ({ query, reply }) => {
    const config = await configuration();
    const flow: Flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      // Only a page of this site: a link may carry anything ("/\t/evil.example" is another site to a browser).
      redirect: sameSitePath(query.redirect, deps.publicUrl) ?? DEFAULT_REDIRECT,
    };
    reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), { ...cookieOptions, signed: true, maxAge: 600 });
    const authorization = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl,
      scope: 'openid email profile',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    });
    return reply.redirect(authorization.href, 302);
  });

  const fail = (reply: FastifyReply, reason: string, error?: unknown): FastifyReply => {
    reply.log.warn({ err: error, reason }, 'Google sign-in failed');
    return reply.redirect(FAILED_REDIRECT, 302);
  };

  serveRoute(app, googleCallbackRoute, async ({ request, reply }) => {
    const signed = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, cookieOptions);
    const unsigned = signed ? request.unsignCookie(signed) : undefined;
    if (!unsigned?.valid || !unsigned.value) return fail(reply, 'the sign-in began elsewhere or too long ago');
    const flow = JSON.parse(unsigned.value) as Flow;

    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(
        await configuration(),
        new URL(request.url, deps.publicUrl),
        { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce },
        undefined,
      );
      claims = tokens.claims();
    } catch (error) {
      return fail(reply, 'the provider refused or the answer did not check out', error);
    }
    const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!claims || !email || claims.email_verified !== true) {
      return fail(reply, 'the Google account has no verified e-mail address');
    }

    const found = await findOrCreate(deps, claims.sub, email);
    if (!found) {
      reply.log.warn({ to: email }, 'Google sign-in refused: the account with this address has not verified it');
      return reply.redirect(UNVERIFIED_REDIRECT, 302);
    }
    const user = await grantConfiguredAdmin(db, found, deps.adminEmails);
    await startSession(db, reply, user.id, deps.secure);
    return reply.redirect(user.username ? flow.redirect : afterFirstSignIn(flow.redirect), 302);
  });
}

/**
 * The account with this Google subject; else the one with this e-mail, linked now, if it has verified the
 * address (undefined if not: whoever signed it up may not own the address, and must not share the account
 * with its owner); else a new one. Google vouched for the address, so it counts as verified.
 */
async function findOrCreate(
  { db, sessionsEnded }: AccountDeps,
  subject: string,
  email: string,
): Promise<UserRow | undefined> {
  const [bySubject] = await db.select().from(users).where(eq(users.googleSubject, subject));
  if (bySubject) return bySubject;
  const [byEmail] = await db.select().from(users).where(eq(users.email, email));
  if (byEmail) {
    if (!isVerified(byEmail)) return undefined;
    const linked = await db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ googleSubject: subject }).where(eq(users.id, byEmail.id)).returning();
      // From now on the Google account opens this one too: every session signed in before it ends.
      await endOtherSessions(tx, byEmail.id);
      return row;
    });
    sessionsEnded({ userId: byEmail.id, reason: 'signed-out' });
    return linked;
  }
  const [created] = await db.insert(users).values({ email, googleSubject: subject, verifiedEmail: email }).returning();
  if (!created) throw new Error('the new account was not returned');
  return created;
}
