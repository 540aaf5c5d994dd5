import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { createTestDatabase } from '../test-database.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Skald</title></head><body><div id="root"></div></body></html>';
const FOLLOW_HTML = '<!doctype html><html><head><title>Live initiative | Skald</title></head><body></body></html>';
const USER = '6f1c2a4e-0b1d-4c35-9a55-0e0c1b2d3f41';
const CAMPAIGN = '1d7e3b90-5c2a-4f6e-8b1a-2c3d4e5f6a7b';

let distDir: string;
let database: Database;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'skald-follow-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(join(distDir, 'follow.html'), FOLLOW_HTML);
  database = await createTestDatabase();
  app = await buildApp({
    config: { publicUrl: 'http://127.0.0.1:3000', webDistDir: distDir, logLevel: 'silent' },
    database,
    logger: false,
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

async function page(path: string): Promise<{ status: number; body: string; type: string; cache: string }> {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
  return {
    status: response.status,
    body: await response.text(),
    type: response.headers.get('content-type') ?? '',
    cache: response.headers.get('cache-control') ?? '',
  };
}

describe('the follow pages over HTTP', () => {
  it.each([
    `/user/${USER}`,
    `/user/${USER}/`,
    `/user/${USER}/${CAMPAIGN}`,
    `/user/${USER}/${CAMPAIGN}?tv`,
    `/User/${USER}/${CAMPAIGN}`,
    `/%75ser/${USER}`,
    '/user/not-a-uuid',
  ])('answer %s with follow.html, revalidated on every load like index.html', async (path) => {
    const answer = await page(path);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/html; charset=utf-8/);
    expect(answer.cache).toBe('no-cache');
    expect(answer.body).toBe(FOLLOW_HTML);
  });

  it.each([
    ['/track-encounter/someone', 200],
    ['/content/followed', 200],
    ['/user', 404],
    [`/user/${USER}/${CAMPAIGN}/more`, 404],
  ])('leave %s to the app (%i)', async (path, status) => {
    const answer = await page(path);
    expect(answer.status).toBe(status);
    expect(answer.body).toBe(INDEX_HTML);
  });

  it('refuses a POST to a follow page and keeps /api addresses out of it', async () => {
    expect((await fetch(`${base}/user/${USER}`, { method: 'POST' })).status).toBe(404);
    const api = await fetch(`${base}/api/user/${USER}`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('says to build the app while follow.html is missing', async () => {
    await rm(join(distDir, 'follow.html'));
    try {
      const answer = await page(`/user/${USER}`);
      expect(answer.status).toBe(503);
      expect(answer.body).toContain('npm run build');
    } finally {
      await writeFile(join(distDir, 'follow.html'), FOLLOW_HTML);
    }
  });
});
