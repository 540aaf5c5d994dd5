import { crc32 } from 'node:zlib';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PER_USER,
  AVATAR_MAX_SIDE,
  AVATAR_MESSAGES,
} from '@skald/contract/library/avatar-limits';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { avatars } from '../../src/modules/library/library-tables.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { adminDatabaseUrl, createTestDatabase, testDatabaseName } from '../test-database.ts';
import { libraryApp, newUser } from './library-test-app.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await libraryApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A real picture of `width`×`height`, drawn by sharp. */
function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 40 } } });
}

function upload(browser: Browser, bytes: Buffer, type = 'image/png') {
  return browser.request('POST', '/api/avatars', bytes, { 'content-type': type });
}

async function avatarsOf(userId: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(avatars).where(eq(avatars.userId, userId));
  return row?.n ?? 0;
}

/** A new account with one avatar fewer than it may keep (stored directly, to spare the encoding). */
async function userOneAvatarShort(): ReturnType<typeof newUser> {
  const gm = await newUser(app, database);
  const tiny = await picture(4, 4).webp().toBuffer();
  await database.db
    .insert(avatars)
    .values(
      Array.from({ length: AVATAR_MAX_PER_USER - 1 }, () => ({ userId: gm.userId, webp: tiny, width: 4, height: 4 })),
    );
  return gm;
}

function isWebp(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
}

/** The PNG with the width and height its header claims changed (and the header's checksum to match). */
function withDimensions(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // Signature (8), IHDR length (4) and type (4), then width and height.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.cookie)</script><rect width="64" height="64"/></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

describe(`avatars on ${testDatabaseName}`, () => {
  it('a PNG is stored as WebP of at most 512×512 and served to anyone as image/webp, cacheable for good', async () => {
    const gm = await newUser(app, database);
    const created = await upload(gm, await picture(800, 600).png().toBuffer());
    expect(created.statusCode, created.body).toBe(201);
    const avatar = created.json();
    expect(avatar).toEqual({ id: expect.any(String), url: `/api/avatars/${avatar.id}.webp`, width: 512, height: 384 });
    expect(created.headers.location).toBe(avatar.url);

    const [row] = await database.db.select().from(avatars).where(eq(avatars.id, avatar.id));
    expect(row && isWebp(row.webp)).toBe(true);

    const served = await new Browser(app).get(avatar.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${avatar.id}"`,
    });
    expect(served.headers['set-cookie']).toBeUndefined();
    const bytes = served.rawPayload;
    expect(isWebp(bytes)).toBe(true);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 512, 384]);

    const again = await new Browser(app).request('GET', avatar.url, undefined, { 'if-none-match': `"${avatar.id}"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('a JPEG loses its metadata; a small picture keeps its size, a tall WebP fits 512 high, a GIF becomes WebP', async () => {
    const gm = await newUser(app, database);
    const photo = await picture(120, 80)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Location Keeper' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const small = await upload(gm, photo, 'image/jpeg');
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json()).toMatchObject({ width: 120, height: 80 });
    const served = (await gm.get(small.json().url)).rawPayload;
    const metadata = await sharp(served).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(served.includes('Secret Location Keeper')).toBe(false);

    const tall = await upload(gm, await picture(300, 2000).webp().toBuffer(), 'image/webp');
    expect(tall.json()).toMatchObject({ width: 77, height: AVATAR_MAX_SIDE });
    const gif = await upload(gm, await picture(64, 32).gif().toBuffer(), 'image/gif');
    expect(gif.statusCode, gif.body).toBe(201);
    expect(isWebp((await gm.get(gif.json().url)).rawPayload)).toBe(true);
  });

  it('an SVG or HTML file sent as a PNG is refused (415) and nothing is stored', async () => {
    const gm = await newUser(app, database);
    for (const disguised of [SVG, HTML]) {
      const refused = await upload(gm, disguised, 'image/png');
      expect(refused.statusCode).toBe(415);
      expect(refused.json().message).toBe(AVATAR_MESSAGES.notAPicture);
    }
    const svg = await upload(gm, SVG, 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe(AVATAR_MESSAGES.notAPicture);
    expect(await avatarsOf(gm.userId)).toBe(0);
  });

  it('a damaged PNG is a 400, an empty body a 400, a body over 5 MB a 413', async () => {
    const gm = await newUser(app, database);
    const png = await picture(200, 200).png({ compressionLevel: 0 }).toBuffer();
    const damaged = Buffer.concat([png.subarray(0, 33), Buffer.alloc(png.length - 33, 0x5a)]);
    const broken = await upload(gm, damaged);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(AVATAR_MESSAGES.damaged);
    const truncated = await upload(gm, png.subarray(0, png.length / 2));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe(AVATAR_MESSAGES.damaged);

    const empty = await upload(gm, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send the picture as the request body.');

    const huge = await upload(gm, Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 1 - png.length)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(AVATAR_MESSAGES.tooLarge);
    expect(await avatarsOf(gm.userId)).toBe(0);
  });

  it('photos of over 4 MB are taken whole, two in a row well within a test’s time', async () => {
    const gm = await newUser(app, database);
    for (const mean of [100, 150]) {
      const noise = { type: 'gaussian', mean, sigma: 40 } as const;
      const photo = await sharp({ create: { width: 1250, height: 1250, channels: 3, background: '#888', noise } })
        .png()
        .toBuffer();
      expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
      const created = await upload(gm, photo);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ width: 512, height: 512 });
    }
  });

  it('a picture of more than 50 million pixels is refused before it is decoded', async () => {
    const gm = await newUser(app, database);
    const vast = withDimensions(await picture(8, 8).png().toBuffer(), 10_000, 6_000);
    expect((await sharp(vast).metadata()).width).toBe(10_000);
    const refused = await upload(gm, vast);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(AVATAR_MESSAGES.tooManyPixels);
  });

  it('only the owner deletes an avatar; others get 404, anonymous 401, and uploads need a sign-in', async () => {
    const owner = await newUser(app, database);
    const other = await newUser(app, database);
    const admin = await newUser(app, database, { admin: true });
    const { url } = (await upload(owner, await picture(40, 40).png().toBuffer())).json();

    const anonymous = new Browser(app);
    expect((await upload(anonymous, await picture(40, 40).png().toBuffer())).statusCode).toBe(401);
    expect((await anonymous.request('DELETE', url)).statusCode).toBe(401);
    expect((await other.request('DELETE', url)).statusCode).toBe(404);
    expect((await admin.request('DELETE', url)).statusCode).toBe(404);
    expect((await anonymous.get(url)).statusCode).toBe(200);

    expect((await owner.request('DELETE', url)).statusCode).toBe(204);
    const gone = await anonymous.get(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^application\/json/);
    expect((await anonymous.get('/api/avatars/not-a-uuid.webp')).statusCode).toBe(404);
  });

  it(`an account keeps at most ${AVATAR_MAX_PER_USER} avatars, and says so`, async () => {
    const gm = await userOneAvatarShort();
    const png = await picture(16, 16).png().toBuffer();
    expect((await upload(gm, png)).statusCode).toBe(201);
    const over = await upload(gm, png);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(AVATAR_MESSAGES.tooMany);
    expect(await avatarsOf(gm.userId)).toBe(AVATAR_MAX_PER_USER);
  });
});

/**
 * An upload counts the account's avatars under a lock on the user's row (`avatar-routes.ts`). PGlite runs
 * one transaction at a time, so two uploads could never both pass there even without it.
 */
describe.runIf(adminDatabaseUrl)('two uploads at once for the last free avatar, on PostgreSQL', () => {
  it('stores one and refuses the other with a sentence', async () => {
    const gm = await userOneAvatarShort();
    const png = await picture(16, 16).png().toBuffer();
    const [last, over] = await Promise.all([upload(gm, png), upload(gm, png)]);
    expect([last.statusCode, over.statusCode].sort()).toEqual([201, 409]);
    expect([last, over].find((answer) => answer.statusCode === 409)?.json().message).toBe(AVATAR_MESSAGES.tooMany);
    expect(await avatarsOf(gm.userId)).toBe(AVATAR_MAX_PER_USER);
  });
});
