import { CSRF_HEADER } from '@skald/contract/account-limits';
import { type RunningServer, startServer } from '@skald/testing/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Without SMTP_URL, the links Skald would mail appear in the server's output instead. `npm start` runs
 * the server with LOG_LEVEL=warn (scripts/start.mjs), so they must appear at that level too.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }, { startTimeoutMs: 110_000 });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** A browser's session against the real process: its cookies and CSRF token. */
async function browserSession(): Promise<(path: string, body: unknown) => Promise<Response>> {
  const answer = await fetch(`${server.url}/api/auth/session`);
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { csrfToken } = (await answer.json()) as { csrfToken: string };
  return (path, body) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: csrfToken },
      body: JSON.stringify(body),
    });
}

/** The server's log lines that carry a link, once it has stopped (closing waits for the links on their way). */
async function linkLinesAfterStopping(): Promise<{ to: string; link: string; msg: string }[]> {
  await server.process.stop();
  return server.process
    .stdout()
    .split('\n')
    .filter((line) => line.includes('"link"'))
    .map((line) => JSON.parse(line));
}

describe('mailed links under plain `npm start` (LOG_LEVEL=warn, no SMTP_URL)', () => {
  it('prints the e-mail verification link of a sign-up and the password reset link', { timeout: 60_000 }, async () => {
    const post = await browserSession();
    const signUp = await post('/api/auth/sign-up', { email: 'operator@example.test', password: 'first password' });
    expect(signUp.status).toBe(201);
    expect((await post('/api/auth/forgot-password', { email: 'operator@example.test' })).status).toBe(202);
    const lines = await linkLinesAfterStopping();
    for (const path of ['verify-email', 'forgot-password']) {
      expect(lines).toContainEqual(
        expect.objectContaining({
          to: 'operator@example.test',
          link: expect.stringMatching(new RegExp(`^${server.url}/${path}\\?token=[\\w-]+$`)),
        }),
      );
    }
  });
});
