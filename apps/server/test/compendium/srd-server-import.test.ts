import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPENDIUM_KINDS } from '@skald/contract/compendium-kinds';
import { COMPENDIUM_RECORD_SCHEMAS } from '@skald/contract/compendium-record-schemas';
import { type RunningServer, type ServerProcess, spawnServer, startServer } from '@skald/testing/server-process';
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../src/http/openapi-from-routes.ts';
import { adminDatabaseUrl, createScratchPostgresDatabase, type ScratchPostgresDatabase } from '../test-database.ts';

const SRD_DATA_DIR = process.env.SRD_DATA_DIR?.trim();

describe('server start-up with a bad SRD_DATA_DIR', () => {
  it('stops with one line naming SRD_DATA_DIR', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'skald-srd-bad-'));
    try {
      const server = spawnServer({ DATA_DIR: dataDir, SRD_DATA_DIR: join(dataDir, 'no-such-folder') });
      const { code } = await server.exited;
      expect(code).toBe(1);
      expect(server.stderr()).toBe(
        `Skald could not start: SRD_DATA_DIR: ${join(dataDir, 'no-such-folder')} does not exist; point it at a 5e-database src/2014/en folder\n`,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

interface ImportLogLine {
  msg: string;
  compendium: Record<string, number>;
  durationMs: number;
}

function importLines(stdout: string): ImportLogLine[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as ImportLogLine)
    .filter((line) => line.msg?.startsWith('Compendium imported'));
}

/** pino writes to a pipe asynchronously, so its lines may arrive after the "running" line. */
async function waitForLog(process: ServerProcess, text: string): Promise<void> {
  for (let waited = 0; waited < 10_000 && !process.stdout().includes(text); waited += 50) {
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function countOf(url: string): Promise<number> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return ((await response.json()) as { meta: { count: number } }).meta.count;
}

// The real SRD is there when SRD_DATA_DIR is set, as `npm test` and CI set it.
describe.runIf(SRD_DATA_DIR)('the real server importing the SRD at start-up', () => {
  let server: RunningServer | undefined;
  let restarted: ServerProcess | undefined;
  let scratch: ScratchPostgresDatabase | undefined;

  afterAll(async () => {
    restarted?.child.kill('SIGKILL');
    await server?.stop();
    await scratch?.drop();
  });

  it('imports 334 monsters, 319 spells, 599 items and 15 conditions, says how long it took, and imports nothing on the next start', {
    timeout: 300_000,
  }, async () => {
    // Against a real PostgreSQL too when the suite runs on one (CI's second pass).
    scratch = adminDatabaseUrl ? await createScratchPostgresDatabase(adminDatabaseUrl) : undefined;
    const database: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : {};
    // The import runs before the server listens: minutes, not the default one, on a loaded machine.
    server = await startServer(
      { SRD_DATA_DIR: SRD_DATA_DIR ?? '', LOG_LEVEL: 'info', ...database },
      { startTimeoutMs: 150_000 },
    );
    await waitForLog(server.process, '"msg":"Server listening at');

    const [imported, ...more] = importLines(server.process.stdout());
    expect(more).toEqual([]);
    expect(imported?.compendium).toMatchObject({ monsters: 334, spells: 319, items: 599, conditions: 15 });
    // How long it takes is for `npm run bench compendium`; a slow machine must not fail the test.
    expect(imported?.durationMs).toEqual(expect.any(Number));

    const api = `${server.url}/api/v1`;
    expect(await countOf(`${api}/monsters?limit=1`)).toBe(334);
    expect(await countOf(`${api}/spells?limit=1`)).toBe(319);
    expect(await countOf(`${api}/items?limit=1`)).toBe(599);
    expect(await countOf(`${api}/items?limit=1&kind[]=magic_item`)).toBe(362);
    expect(await countOf(`${api}/items?limit=1&kind[]=equipment`)).toBe(237);
    expect(await countOf(`${api}/conditions?limit=1`)).toBe(15);
    const dragon = await fetch(`${api}/monsters/adult-red-dragon`);
    expect(await dragon.json()).toMatchObject({ name: 'Adult Red Dragon', challenge_rating: 17, type: 'dragon' });

    // Every real record has the shape the OpenAPI document gives, and every documented example answers.
    for (const kind of COMPENDIUM_KINDS) {
      const schema = COMPENDIUM_RECORD_SCHEMAS[kind].strict();
      for (let skip = 0; ; skip += 100) {
        const page = (await (await fetch(`${api}/${kind}?limit=100&skip=${skip}`)).json()) as { results: unknown[] };
        for (const record of page.results) {
          const parsed = schema.safeParse(record);
          expect(parsed.success, `${kind}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
        }
        if (page.results.length < 100) break;
      }
    }
    const openapi = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as OpenApiDocument;
    for (const item of Object.values(openapi.paths)) {
      for (const call of item.get?.['x-example-calls'] ?? []) {
        expect((await fetch(`${server.url}${call}`)).status, call).toBe(200);
      }
    }

    await server.process.stop();
    restarted = spawnServer({
      PORT: new URL(server.url).port,
      DATA_DIR: server.dataDir,
      SRD_DATA_DIR: SRD_DATA_DIR ?? '',
      LOG_LEVEL: 'info',
      ...database,
    });
    await restarted.waitUntilRunning();
    await waitForLog(restarted, '"msg":"Server listening at');
    expect(importLines(restarted.stdout())).toEqual([]);
    expect(await countOf(`${api}/monsters?limit=1`)).toBe(334);
    await restarted.stop();
  });
});
