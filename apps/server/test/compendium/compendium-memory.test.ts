import { COMPENDIUM_ROUTES } from '@skald/contract/api/compendium-routes';
import type { CompendiumListQuery } from '@skald/contract/compendium';
import { COMPENDIUM_KINDS, type CompendiumKind, SORTABLE_FIELDS } from '@skald/contract/compendium-kinds';
import { ITEM_KINDS, ITEM_RARITIES } from '@skald/contract/compendium-records';
import { ENVIRONMENTS } from '@skald/rules/constants/environments';
import { MONSTER_TYPES } from '@skald/rules/constants/monster-types';
import { SIZES } from '@skald/rules/constants/sizes';
import { SPELL_SCHOOLS, SPELLCASTING_CLASSES } from '@skald/rules/constants/spells';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { CompendiumMemory } from '../../src/modules/compendium/compendium-memory.ts';
import { listRecordIds, tableOf } from '../../src/modules/compendium/compendium-query.ts';
import { KindIndex } from '../../src/modules/compendium/kind-index.ts';
import { testDatabaseName } from '../test-database.ts';
import { fixtureCompendium } from './compendium-test-app.ts';
import { addVariedRecords, seeded, VARIED_NAMES } from './varied-compendium.ts';

type RawQuery = Record<string, string | string[]>;
type Random = ReturnType<typeof seeded>;

const SEARCHED = [
  '%',
  '_',
  '\\',
  'gob',
  'GOB',
  'ÄTHER',
  'ätherwolf',
  '😀',
  'ﬁ',
  'ω',
  'i̇',
  'wight',
  'a',
  'e',
  '  zed  ',
];
const RATINGS = ['0', '0.125', '0.25', '0.5', '0.50000001', '0.69999999', '0.7', '1', '2.5', '5', '10', '30'];
const ALIGNMENTS = ['neutral', 'Neutral', 'chaotic evil', 'ÉVIL-ISH', 'évil-ish', 'any alignment', 'lawful good'];

function commonParams(random: Random, kind: CompendiumKind): RawQuery {
  const raw: RawQuery = {};
  if (random.next() < 0.6) {
    // By code points: a request holding half a surrogate pair is refused before any route sees it.
    const name = Array.from(random.pick([...VARIED_NAMES, ...SEARCHED]));
    const start = random.below(name.length);
    raw.name = (random.next() < 0.5 ? name : name.slice(start, start + 1 + random.below(5))).join('');
  }
  if (random.next() < 0.8) {
    const field = random.pick(SORTABLE_FIELDS[kind] as readonly string[]);
    raw.sort = random.next() < 0.5 ? `${field}:desc` : field;
  }
  if (random.next() < 0.3) raw.skip = String(random.below(140));
  if (random.next() < 0.5) raw.limit = String(1 + random.below(100));
  return raw;
}

/** Each filter of the kind, given or not, with one or several values. */
function filterParams(random: Random, kind: CompendiumKind): RawQuery {
  const maybe = (values: readonly string[]) => (random.next() < 0.3 ? random.some(values, 3) : undefined);
  const filters: Record<string, string[] | string | undefined> = {};
  if (kind === 'monsters') {
    filters.source = random.next() < 0.2 ? random.pick(['srd', 'homebrew', 'HomeBrew']) : undefined;
    filters['type[]'] = maybe(MONSTER_TYPES);
    filters['size[]'] = maybe(SIZES);
    filters['alignment[]'] = maybe(ALIGNMENTS);
    filters['environment[]'] = maybe(ENVIRONMENTS);
    if (random.next() < 0.4) {
      const [min, max] = [random.pick(RATINGS), random.pick(RATINGS)].sort((a, b) => Number(a) - Number(b));
      filters['challenge_rating[]'] = [min ?? '0', max ?? '0'];
    }
  }
  if (kind === 'spells') {
    filters['school[]'] = maybe(SPELL_SCHOOLS);
    filters['classes[]'] = maybe(SPELLCASTING_CLASSES);
    filters['level[]'] = maybe(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  }
  if (kind === 'items') {
    filters['kind[]'] = maybe(ITEM_KINDS);
    filters['rarity[]'] = maybe(ITEM_RARITIES);
    filters['category[]'] = maybe(['armor', 'weapon', 'potion', 'ring', 'wondrous-items']);
  }
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string | string[]] => !!entry[1]),
  );
}

function listQuery(kind: CompendiumKind, raw: RawQuery): CompendiumListQuery {
  const parsed = COMPENDIUM_ROUTES[kind].list.query.safeParse(raw);
  if (!parsed.success) throw new Error(`${JSON.stringify(raw)} was refused: ${parsed.error.message}`);
  return parsed.data as CompendiumListQuery;
}

describe(`the compendium held in memory on ${testDatabaseName}`, () => {
  let database: Database;
  beforeAll(async () => {
    ({ database } = await fixtureCompendium());
    await addVariedRecords(database, 15);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers every list as the database does: the same records, order, page and count', async () => {
    const random = seeded(2);
    for (const kind of COMPENDIUM_KINDS) {
      const index = await KindIndex.load(database.db, kind);
      const queries = kind === 'monsters' ? 400 : 150;
      for (let n = 0; n < queries; n += 1) {
        const raw = { ...commonParams(random, kind), ...filterParams(random, kind) };
        const query = listQuery(kind, raw);
        const page = index.page(query);
        const fromMemory = { count: page.count, ids: page.records.map((record) => record.id) };
        expect(fromMemory, `${kind} ${JSON.stringify(raw)}`).toEqual(await listRecordIds(database.db, kind, query));
      }
    }
  });

  it('finds each record by _id and by slug, and nothing for an _id or slug no record has', async () => {
    for (const kind of COMPENDIUM_KINDS) {
      const index = await KindIndex.load(database.db, kind);
      const table = tableOf(kind);
      const rows = await database.db.select({ id: table.id, slug: table.slug }).from(table);
      for (const { id, slug } of rows) {
        expect(index.find(String(id))?.served.record._id).toBe(id);
        expect(index.find(`00${id}`)?.id).toBe(id);
        expect(index.find(slug)?.id).toBe(id);
      }
      for (const missing of ['0', '99999999999999', 'no-such-record', ' 1'])
        expect(index.find(missing)).toBeUndefined();
    }
  });

  it('keeps a kind as loaded until told the compendium changed, then loads it again', async () => {
    const memory = new CompendiumMemory(database.db);
    const held = await memory.index('conditions');
    expect(await memory.index('conditions')).toBe(held);
    const table = tableOf('conditions');
    await database.db.insert(table).values({
      slug: 'late-brew',
      name: 'Late Brew',
      nameLower: 'late brew',
      source: 'homebrew',
      body: { name: 'Late Brew' } as never,
    });
    const query = listQuery('conditions', { name: 'late brew' });
    expect(held.page(query).count).toBe(0);
    memory.changed();
    const reloaded = await memory.index('conditions');
    expect(reloaded).not.toBe(held);
    expect(reloaded.page(query).records.map((record) => record.served.record.name)).toEqual(['Late Brew']);
  });
});

describe(`compendium requests on ${testDatabaseName}`, () => {
  it('are answered without the database once each kind is loaded, and log nothing at warn level', async () => {
    const { database } = await fixtureCompendium();
    const logged: string[] = [];
    const app = await buildApp({
      config: { publicUrl: 'http://127.0.0.1:3000', webDistDir: '/nonexistent/skald-web-dist', logLevel: 'warn' },
      database,
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
    });
    try {
      const urls = [
        '/api/v1/monsters?name=ne&sort=hit_points:desc',
        '/api/v1/spells/odd-ward?fields=level',
        '/api/v1/items',
      ];
      const before = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })));
      await database.close();
      for (const [at, url] of urls.entries()) {
        const after = await app.inject({ method: 'GET', url });
        expect(after.statusCode, url).toBe(200);
        expect(after.body, url).toBe(before[at]?.body);
        expect(after.headers.etag, url).toBe(before[at]?.headers.etag);
        const etag = String(after.headers.etag);
        expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
      }
      expect((await app.inject({ method: 'GET', url: '/api/v1/spells/no-such-spell' })).statusCode).toBe(404);
      // A handler that sends its own answer once drew "Reply was already sent" on every request.
      expect(logged).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
