import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { compendiumRows } from '../../src/modules/compendium/compendium-rows.ts';
import { COMPENDIUM_TABLES } from '../../src/modules/compendium/compendium-tables.ts';
import { importCompendium } from '../../src/modules/compendium/import-compendium.ts';
import { importSrd } from '../../src/modules/compendium/srd/import-srd.ts';
import { SRD_FILE_NAMES } from '../../src/modules/compendium/srd/read-srd-dir.ts';
import { storeCompendium } from '../../src/modules/compendium/store-compendium.ts';
import { adminDatabaseUrl, createTestDatabase, testDatabaseName } from '../test-database.ts';
import { recordingLog } from './compendium-test-app.ts';
import { FIXTURES_DIR, fixtures } from './srd-fixtures.ts';

const FIXTURE_COUNTS = { monsters: 6, spells: 4, items: 14, conditions: 2, rules: 5 };
const FIXTURE_SKIPPED = importSrd(fixtures).skipped;

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [kind, table] of Object.entries(COMPENDIUM_TABLES)) {
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(table);
    counts[kind] = row?.count ?? -1;
  }
  return counts;
}

const NOWHERE = '/nonexistent/skald/shared/srd';
const tempDirs: string[] = [];

afterAll(async () => {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'skald-srd-'));
  tempDirs.push(dir);
  return dir;
}

describe(`compendium import on ${testDatabaseName}`, () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('imports every kind in one go: one warning counts the skipped values, each listed at info with the counts and time', async () => {
    const { lines, log } = recordingLog();
    const result = await importCompendium(database.db, { srdDataDir: FIXTURES_DIR, log });
    expect(result).toMatchObject({ status: 'imported', counts: FIXTURE_COUNTS, skipped: FIXTURE_SKIPPED.length });
    expect(await rowCounts(database)).toEqual(FIXTURE_COUNTS);

    const warnings = lines.filter((line) => line.level === 'warn');
    expect(warnings.map((line) => line.message)).toEqual([
      `SRD import: ${FIXTURE_SKIPPED.length} values could not be carried over exactly; LOG_LEVEL=info lists each`,
    ]);

    const infos = lines.filter((line) => line.level === 'info');
    const listed = infos.filter((line) => line.message.startsWith('SRD import: '));
    expect(listed.map((line) => line.details)).toEqual(FIXTURE_SKIPPED.map((skipped) => ({ skipped })));
    expect(listed[0]?.message).toMatch(/^SRD import: \w+\/[\w-]+ \w+: /);
    const summary = infos.filter((line) => line.message.startsWith('Compendium imported'));
    expect(summary).toHaveLength(1);
    expect(summary[0]?.message).toMatch(
      /^Compendium imported from .+: 6 monsters, 4 spells, 14 items, 2 conditions, 5 rules in \d+ ms/,
    );
    expect(summary[0]?.details).toMatchObject({ compendium: FIXTURE_COUNTS, durationMs: expect.any(Number) });
  });

  it('a second import finds the records and changes nothing, without reading the folder', async () => {
    const before = await database.db.select({ id: COMPENDIUM_TABLES.monsters.id }).from(COMPENDIUM_TABLES.monsters);
    const { lines, log } = recordingLog();
    // The folder is not read at all once the tables are full, so even a missing one is fine.
    expect(await importCompendium(database.db, { srdDataDir: NOWHERE, log })).toEqual({ status: 'present' });
    expect(lines).toEqual([]);
    expect(await rowCounts(database)).toEqual(FIXTURE_COUNTS);
    const after = await database.db.select({ id: COMPENDIUM_TABLES.monsters.id }).from(COMPENDIUM_TABLES.monsters);
    expect(after).toEqual(before);
  });

  it('storing again inserts nothing: each kind is filled only while it holds no SRD record', async () => {
    const { skipped: _skipped, ...records } = importSrd(fixtures);
    const rows = compendiumRows(records);
    expect(await storeCompendium(database.db, rows)).toEqual({
      monsters: 0,
      spells: 0,
      items: 0,
      conditions: 0,
      rules: 0,
    });
    expect(await rowCounts(database)).toEqual(FIXTURE_COUNTS);
  });

  it('stores the record as the API serves it, with the filtered columns beside it', async () => {
    const [drake] = await database.db
      .select()
      .from(COMPENDIUM_TABLES.monsters)
      .where(sql`${COMPENDIUM_TABLES.monsters.slug} = 'cinderscale-drake'`);
    expect(drake).toMatchObject({
      name: 'Cinderscale Drake',
      nameLower: 'cinderscale drake',
      source: 'srd',
      type: 'dragon',
      size: 'large',
      sizeRank: 3,
      challengeRating: 10,
      environments: [],
    });
    expect(drake?.body).toMatchObject({ url: 'cinderscale-drake', name: 'Cinderscale Drake', source: 'srd' });
    expect(drake?.body).not.toHaveProperty('_id');
    expect(drake?.body).not.toHaveProperty('monster');
  });
});

describe(`compendium import from a folder that cannot be used, on ${testDatabaseName}`, () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  async function importError(srdDataDir: string | undefined, defaultDir = NOWHERE): Promise<ConfigError> {
    const failure = await importCompendium(database.db, { srdDataDir, defaultDir, log: recordingLog().log }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConfigError);
    return failure as ConfigError;
  }

  it('an empty folder is a ConfigError naming SRD_DATA_DIR and the missing file; nothing is stored', async () => {
    const dir = await tempDir();
    const error = await importError(dir);
    expect(error.variable).toBe('SRD_DATA_DIR');
    expect(error.message).toMatch(new RegExp(`^SRD_DATA_DIR: ${dir} has no 5e-SRD-[\\w-]+\\.json`));
    expect(Object.values(await rowCounts(database))).toEqual([0, 0, 0, 0, 0]);
  });

  it('a folder missing one file names that file', async () => {
    const dir = await tempDir();
    for (const file of Object.values(SRD_FILE_NAMES)) {
      if (file !== SRD_FILE_NAMES.conditions) await copyFile(join(FIXTURES_DIR, file), join(dir, file));
    }
    const error = await importError(dir);
    expect(error.message).toContain(`${dir} has no ${SRD_FILE_NAMES.conditions}`);
    expect(Object.values(await rowCounts(database))).toEqual([0, 0, 0, 0, 0]);
  });

  it('the default folder beside Skald is used when SRD_DATA_DIR is unset, and blamed by name when it fails', async () => {
    const dir = await tempDir();
    const error = await importError(undefined, dir);
    expect(error.message).toContain('(it is unset, so the folder beside Skald was read)');

    const { lines, log } = recordingLog();
    const result = await importCompendium(database.db, { srdDataDir: undefined, defaultDir: FIXTURES_DIR, log });
    expect(result).toMatchObject({ status: 'imported', location: { dir: FIXTURES_DIR, from: 'default' } });
    expect(lines.filter((line) => line.message.startsWith('Compendium imported from'))).toHaveLength(1);
  });
});

describe(`compendium import without any SRD folder, on ${testDatabaseName}`, () => {
  it('leaves the compendium empty and says, in one warning, how to fill it', async () => {
    const database = await createTestDatabase();
    try {
      const { lines, log } = recordingLog();
      const result = await importCompendium(database.db, { srdDataDir: undefined, defaultDir: NOWHERE, log });
      expect(result).toEqual({ status: 'no-source' });
      expect(lines).toHaveLength(1);
      expect(lines[0]?.level).toBe('warn');
      expect(lines[0]?.message).toMatch(/compendium is empty.*Set SRD_DATA_DIR to a 5e-database src\/2014\/en folder/);
      expect(Object.values(await rowCounts(database))).toEqual([0, 0, 0, 0, 0]);
    } finally {
      await database.close();
    }
  });
});

/**
 * Each import's transaction takes an advisory lock first (`store-compendium.ts`). PGlite runs one
 * transaction at a time, so there the later imports would find the records even without it.
 */
describe.runIf(adminDatabaseUrl)('imports starting together, on PostgreSQL', () => {
  it('store the compendium once: the advisory lock makes the later ones find it there', async () => {
    const database = await createTestDatabase();
    try {
      const imports = await Promise.all(
        Array.from({ length: 3 }, () =>
          importCompendium(database.db, { srdDataDir: FIXTURES_DIR, log: recordingLog().log }),
        ),
      );
      expect(imports.filter((result) => result.status === 'imported')).toHaveLength(1);
      expect(await rowCounts(database)).toEqual(FIXTURE_COUNTS);
    } finally {
      await database.close();
    }
  });
});
