import type { ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { CSRF_HEADER } from '@skald/contract/account-limits';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { accountApp, type Browser } from '../accounts/account-test-app.ts';
import { newUser } from '../library/library-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';

/** Every line the server logs, parsed. */
const lines: { msg?: string }[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let database: Database;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await accountApp(database, {}, { level: 'info', stream: logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Sends an upload's headers and half its body over a real socket, then hangs up. */
function abortUpload(browser: Browser): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        [
          'POST /api/avatars HTTP/1.1',
          'host: 127.0.0.1',
          'content-type: image/png',
          'content-length: 100000',
          `cookie: ${browser.cookieHeader()}`,
          `${CSRF_HEADER}: ${browser.csrfToken}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(Buffer.alloc(50_000), () => setTimeout(() => socket.destroy(), 100));
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

describe(`an upload the browser gives up on, on ${testDatabaseName}`, () => {
  it('is not logged as a database outage nor answered 503: the database was never asked', async () => {
    const gm = await newUser(app, database);
    await gm.session();
    // The answer goes to a socket already gone, so it is read off the server's response object.
    const answers: ServerResponse[] = [];
    app.server.on('request', (_request, response: ServerResponse) => answers.push(response));
    await abortUpload(gm);

    const deadline = Date.now() + 5000;
    while (answers[0]?.statusCode === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(answers.map((response) => response.statusCode)).toEqual([400]);
    expect(lines.map((line) => line.msg)).not.toContain('request failed: the database is not answering');
  });
});
