import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { monsterRecord, searchableName } from '../../src/modules/compendium/compendium-rows.ts';
import { compendiumMonsters } from '../../src/modules/compendium/compendium-tables.ts';
import { type CompendiumImport, importCompendium } from '../../src/modules/compendium/import-compendium.ts';
import { createTestDatabase } from '../test-database.ts';
import { FIXTURES_DIR, mappedFixtureMonster } from './srd-fixtures.ts';

export interface LogLine {
  level: 'info' | 'warn';
  message: string;
  details?: unknown;
}

/** A stand-in for the server's logger that keeps what the import says (pino's `(details, message)` or `(message)`). */
export function recordingLog() {
  const lines: LogLine[] = [];
  const write =
    (level: LogLine['level']) =>
    (detailsOrMessage: unknown, message?: string): void => {
      if (typeof detailsOrMessage === 'string') lines.push({ level, message: detailsOrMessage });
      else lines.push({ level, message: message ?? '', details: detailsOrMessage });
    };
  const log = { info: write('info'), warn: write('warn') } as unknown as Parameters<typeof importCompendium>[1]['log'];
  return { lines, log };
}

/** A fresh database holding the invented fixture compendium. */
export async function fixtureCompendium(): Promise<{ database: Database; imported: CompendiumImport }> {
  const database = await createTestDatabase();
  try {
    const imported = await importCompendium(database.db, { srdDataDir: FIXTURES_DIR, log: recordingLog().log });
    return { database, imported };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * A homebrew monster beside the invented SRD fixtures: the only one with environments, and the only
 * one of challenge rating 0, so the source, environment and CR-0 filters have something to find.
 */
async function addHomebrewMonster(database: Database): Promise<void> {
  const base = monsterRecord(mappedFixtureMonster('glimmer-newt').value);
  const body = {
    ...base,
    url: 'bramble-stalker',
    name: 'Bramble Stalker',
    source: 'homebrew' as const,
    challenge_rating: 0 as const,
    alignment: 'neutral',
    environments: ['forest', 'swamp'],
  };
  await database.db.insert(compendiumMonsters).values({
    slug: body.url,
    name: body.name,
    nameLower: searchableName(body.name),
    source: 'homebrew',
    body,
    type: body.type,
    size: body.size,
    sizeRank: 0,
    alignment: body.alignment,
    challengeRating: 0,
    hitPoints: body.hit_points,
    armorClass: body.armor_class,
    environments: body.environments,
  });
}

export async function appOn(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { publicUrl: 'http://127.0.0.1:3000', webDistDir: '/nonexistent/skald-web-dist', logLevel: 'silent' },
    database,
    logger: false,
  });
  await app.ready();
  return app;
}

/** Every monster the served fixture compendium holds, by name. */
export const ALL_MONSTERS = [
  'Bramble Stalker',
  'Cinderscale Drake',
  'Glimmer Newt',
  'Hollow Tanner, Human Form',
  'Hollow Tanner, Wolf Form',
  'Mismatched Golem',
  'Swarm of Ember Moths',
];

interface ListBody {
  meta: { count: number };
  results: Record<string, unknown>[];
}

/** The calls compendium tests make, against the app `app()` returns once `beforeAll` has built it. */
function compendiumCalls(app: () => FastifyInstance) {
  async function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return app().inject({ method: 'GET', url, headers });
  }

  async function list(url: string): Promise<ListBody> {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListBody>();
  }

  async function names(url: string): Promise<string[]> {
    return (await list(url)).results.map((record) => String(record.name));
  }

  /** The sentence of a 400, checking it is the only thing the JSON answer holds. */
  async function refusal(url: string): Promise<string> {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ error: string }>();
    expect(Object.keys(body)).toEqual(['error']);
    return body.error;
  }

  return { get, list, names, refusal };
}

/**
 * The fixture compendium with its homebrew monster, served by the app for the test file that calls this
 * (built before its tests, closed after them), with the calls to make against it.
 */
export function servedFixtureCompendium() {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    ({ database } = await fixtureCompendium());
    await addHomebrewMonster(database);
    app = await appOn(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the compendium app is built in beforeAll');
    return value;
  };
  return { ...compendiumCalls(() => built(app)), app: () => built(app), database: () => built(database) };
}
