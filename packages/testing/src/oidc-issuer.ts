import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { freePort } from './server-process.ts';

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1, standing in for Google in tests.
 * It has one confidential client and the users given (by default one with a verified e-mail).
 * Its sign-in page is oidc-provider's development form: type the user's `sub` as the login and any
 * password, then press "Sign-in"; consent is granted without asking, as Google does for a known app.
 * Point the server at it with GOOGLE_ISSUER_URL, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.
 */

export interface IssuerUser {
  /** The subject, and what to type as the login on the provider's sign-in form. */
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export const TEST_ISSUER_USER: IssuerUser = {
  sub: 'google-gm-1',
  email: 'gm.google@example.test',
  email_verified: true,
  name: 'Google Game Master',
};

export interface OidcIssuer {
  /** `http://127.0.0.1:<port>`: the value for GOOGLE_ISSUER_URL. */
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Environment variables that point Skald at this provider. */
  env: Record<'GOOGLE_ISSUER_URL' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET', string>;
  users: IssuerUser[];
  close(): Promise<void>;
}

export interface OidcIssuerOptions {
  /** Where the provider may send the browser back, e.g. `${PUBLIC_URL}/api/auth/google/callback`. */
  redirectUris: string[];
  users?: IssuerUser[];
}

export async function startOidcIssuer({
  redirectUris,
  users = [TEST_ISSUER_USER],
}: OidcIssuerOptions): Promise<OidcIssuer> {
  const port = await freePort();
  const issuerUrl = `http://127.0.0.1:${port}`;
  const clientId = 'skald-test-client';
  const clientSecret = randomBytes(24).toString('hex');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuerUrl, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the e-mail in the ID token itself; so does this stand-in.
    conformIdTokenClaims: false,
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: (_ctx, sub) => {
      const user = users.find((candidate) => candidate.sub === sub);
      if (!user) return undefined;
      return { accountId: user.sub, claims: () => ({ ...user }) };
    },
    // Consent is granted without a second page, so a test signs in with one form.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  const server: Server = createServer(provider.callback());
  await new Promise<void>((listening, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => listening());
  });

  return {
    issuerUrl,
    clientId,
    clientSecret,
    env: { GOOGLE_ISSUER_URL: issuerUrl, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret },
    users,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/**
 * Signs `sub` in at the provider the way a browser would, starting from the authorization URL Skald
 * redirected to, and answers the URL the provider sends the browser back to (Skald's callback).
 */
export async function signInAtIssuer(authorizationUrl: string, sub: string): Promise<string> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const issuerOrigin = new URL(authorizationUrl).origin;

  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    remember(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== issuerOrigin) return next.toString();
      url = next.toString();
      init = {};
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!page.includes('name="login"') || !action) {
      throw new Error(`the provider answered ${response.status} without a sign-in form:\n${page.slice(0, 500)}`);
    }
    url = new URL(action, url).toString();
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login: sub, password: 'any' }).toString(),
    };
  }
  throw new Error('the provider redirected more than 10 times');
}
