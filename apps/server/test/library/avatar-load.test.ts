import { AVATAR_MESSAGES } from '@skald/contract/library/avatar-limits';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Browser } from '../accounts/account-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';

const context = useLibraryApp();

/**
 * A GIF just under the 50 million pixel limit, 33 KB on the wire: GIF cannot be decoded at a reduced
 * size, so each takes seconds of a thread to shrink to 512×512. Made once (it takes seconds too).
 */
let made: Promise<Buffer> | undefined;
function bigGif(): Promise<Buffer> {
  const side = 7000;
  made ??= sharp({ create: { width: side, height: side, channels: 3, background: { r: 90, g: 120, b: 60 } } })
    .gif()
    .toBuffer();
  return made;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

describe(`large avatar uploads on ${testDatabaseName}`, () => {
  it("eight 49 Mpx uploads at once do not hold another user's sign-in", async () => {
    const { app, database } = context;
    const gif = await bigGif();
    const uploaders = await Promise.all([1, 2, 3, 4].map(() => newUser(app, database, { label: 'painter' })));
    const player = await newUser(app, database, { label: 'player' });
    const signIn = () => new Browser(app).signIn(player.email);
    await signIn();
    const alone = await timed(signIn);

    const uploads: Promise<LightMyRequestResponse>[] = uploaders.flatMap((uploader) =>
      [gif, gif].map((bytes) => uploader.request('POST', '/api/avatars', bytes, { 'content-type': 'image/gif' })),
    );
    // The uploads are read and handed to sharp before the sign-in asks for a thread of its own.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const during = await timed(signIn);
    const answered = await timed(() => Promise.all(uploads));
    console.info(
      `sign-in alone ${alone.ms.toFixed(0)} ms, during uploads ${during.ms.toFixed(0)} ms; uploads took ${answered.ms.toFixed(0)} ms more`,
    );

    expect(during.result.statusCode).toBe(200);
    expect(answered.result.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    // 16.4 s before encodes took turns, 0.13 s after (0.13 s with no upload running).
    expect(during.ms).toBeLessThan(2000);
  }, 120_000);

  it('a third upload at once from one account is refused with a sentence; the two before it are stored', async () => {
    const { app, database } = context;
    const gif = await bigGif();
    const painter = await newUser(app, database, { label: 'painter' });
    const answers = await Promise.all(
      [1, 2, 3].map(() => painter.request('POST', '/api/avatars', gif, { 'content-type': 'image/gif' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().message).toBe(AVATAR_MESSAGES.uploadsAtOnce);

    const later = await painter.request('POST', '/api/avatars', gif, { 'content-type': 'image/gif' });
    expect(later.statusCode).toBe(201);
  }, 120_000);
});
