import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, MESSAGES } from '@skald/contract/account-limits';
import { embeddedDatabasePid, freePort, type ServerProcess, spawnServer } from '@skald/testing/server-process';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * What the server said it saved is saved: writes it acknowledged survive the process being killed
 * outright (SIGKILL, as a crash or an out-of-memory kill does), and the server starts again on the data.
 */
const PASSWORD = 'correct horse battery';

let dataDir: string;
const servers: ServerProcess[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) server.child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<{ server: ServerProcess; url: string }> {
  const server = spawnServer({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    ACCOUNT_REQUESTS_PER_ADDRESS: '1000',
  });
  servers.push(server);
  return { server, url: await server.waitUntilRunning(90_000) };
}

/** A browser over real HTTP: keeps its cookies and sends the CSRF token, as the web app does. */
class HttpBrowser {
  private readonly cookies = new Map<string, string>();
  private token = '';

  constructor(public url: string) {}

  async send(method: string, path: string, body?: unknown): Promise<{ status: number; json: () => unknown }> {
    if (method !== 'GET' && !this.token) {
      this.token = ((await (await this.send('GET', '/api/auth/session')).json()) as { csrfToken: string }).csrfToken;
    }
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(method === 'GET' ? {} : { [CSRF_HEADER]: this.token }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await response.text();
    return { status: response.status, json: () => JSON.parse(text) };
  }
}

/**
 * Signs a GM up and saves their settings, then signs twelve players up at once; `crash` comes straight after the
 * last answer and answers the URL of a server on the same data. Every acknowledged write must be there.
 */
async function writeThenCrash(crash: (first: { server: ServerProcess; url: string }) => Promise<string>) {
  dataDir = await mkdtemp(join(tmpdir(), 'skald-crash-'));
  const first = await start();

  const gm = new HttpBrowser(first.url);
  expect((await gm.send('POST', '/api/auth/sign-up', { email: 'gm@example.test', password: PASSWORD })).status).toBe(
    201,
  );
  const changed = await gm.send('PATCH', '/api/me/settings', {
    general: { theme: 'light' },
    encounter: { critical: 'max' },
  });
  expect(changed.status).toBe(200);

  // Sign-ups in flight together; the kill comes straight after the last answer.
  const emails = Array.from({ length: 12 }, (_, n) => `player-${n}@example.test`);
  const answers = await Promise.all(
    emails.map((email) => new HttpBrowser(first.url).send('POST', '/api/auth/sign-up', { email, password: PASSWORD })),
  );
  const acknowledged = emails.filter((_, n) => answers[n]?.status === 201);
  expect(acknowledged).toHaveLength(emails.length);
  gm.url = await crash(first);

  // The session from before the crash still holds, with the settings it saved.
  const settings = await gm.send('GET', '/api/me/settings');
  expect(settings.status).toBe(200);
  expect(settings.json()).toMatchObject({ general: { theme: 'light' }, encounter: { critical: 'max' } });
  for (const email of ['gm@example.test', ...acknowledged]) {
    const again = await new HttpBrowser(gm.url).send('POST', '/api/auth/sign-up', { email, password: PASSWORD });
    expect(again.status, email).toBe(409);
    expect((again.json() as { message: string }).message).toBe(MESSAGES.emailTaken);
  }
  for (const server of servers) await server.stop();
}

describe('acknowledged writes survive a crash (embedded PostgreSQL in DATA_DIR)', () => {
  it('keeps every sign-up and settings change the server answered before SIGKILL', { timeout: 240_000 }, async () => {
    await writeThenCrash(async (first) => {
      await first.server.stop('SIGKILL');
      return (await start()).url;
    });
  });

  it("keeps them when only the embedded database's process is killed, and the same server serves them again", {
    timeout: 240_000,
  }, async () => {
    await writeThenCrash(async (first) => {
      process.kill(embeddedDatabasePid(first.server.child.pid as number) as number, 'SIGKILL');
      const until = Date.now() + 60_000;
      while (
        (await fetch(`${first.url}/api/health`)).status !== 200 ||
        !embeddedDatabasePid(first.server.child.pid as number)
      ) {
        if (Date.now() > until) throw new Error('the database did not come back within a minute');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return first.url;
    });
  });
});
