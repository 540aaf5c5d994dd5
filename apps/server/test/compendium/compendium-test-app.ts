import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { type CompendiumImport, importCompendium } from '../../src/modules/compendium/import-compendium.ts';
import { createTestDatabase } from '../test-database.ts';
import { FIXTURES_DIR } from './srd-fixtures.ts';

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

export async function appOn(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { publicUrl: 'http://127.0.0.1:3000', webDistDir: '/nonexistent/skald-web-dist', logLevel: 'silent' },
    database,
    logger: false,
  });
  await app.ready();
  return app;
}
