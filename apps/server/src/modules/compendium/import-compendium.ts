import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { compendiumRows } from './compendium-rows.ts';
import { importSrd } from './srd/import-srd.ts';
import { readSrdDir } from './srd/read-srd-dir.ts';
import { locateSrd, type SrdLocation } from './srd-location.ts';
import { type CompendiumCounts, kindsWithoutSrd, storeCompendium } from './store-compendium.ts';

export type CompendiumImport =
  | { status: 'present' }
  | { status: 'no-source' }
  | { status: 'imported'; counts: CompendiumCounts; skipped: number; durationMs: number; location: SrdLocation };

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Fills the compendium from the SRD when its tables are empty, at start-up; a later start finds the
 * records and reads nothing. A folder that cannot be read is a configuration mistake (ConfigError
 * naming SRD_DATA_DIR); no folder at all leaves the compendium empty, with a warning saying how to fill it.
 * Every value the mapping could not carry over is logged, one warning each.
 */
export async function importCompendium(
  db: Db,
  options: { srdDataDir: string | undefined; defaultDir?: string; log: Log },
): Promise<CompendiumImport> {
  const started = performance.now();
  const { log } = options;
  if ((await kindsWithoutSrd(db)).length === 0) return { status: 'present' };

  const location = locateSrd(options.srdDataDir, options.defaultDir);
  if (!location) {
    log.warn(
      'The compendium is empty: SRD_DATA_DIR is not set and no SRD folder lies beside Skald. Set SRD_DATA_DIR to a 5e-database src/2014/en folder and restart to fill it.',
    );
    return { status: 'no-source' };
  }

  let files: Awaited<ReturnType<typeof readSrdDir>>;
  try {
    files = await readSrdDir(location.dir);
  } catch (error) {
    const unset = location.from === 'default' ? ' (it is unset, so the folder beside Skald was read)' : '';
    throw new ConfigError(
      'SRD_DATA_DIR',
      `${(error as Error).message}${unset}; point it at a 5e-database src/2014/en folder`,
    );
  }
  const { skipped, ...records } = importSrd(files);
  const counts = await storeCompendium(db, compendiumRows(records));
  const durationMs = Math.round(performance.now() - started);
  if (Object.values(counts).every((count) => count === 0)) return { status: 'present' };

  // One warning says how many values did not carry over; each is listed at info level, so a first
  // `npm start` (warn level) prints one line rather than dozens.
  for (const entry of skipped)
    log.info({ skipped: entry }, `SRD import: ${entry.record} ${entry.field}: ${entry.reason}`);
  if (skipped.length > 0) {
    log.warn(
      { skipped: skipped.length },
      `SRD import: ${skipped.length} values could not be carried over exactly; LOG_LEVEL=info lists each`,
    );
  }
  log.info(
    { compendium: counts, skipped: skipped.length, durationMs, srdDataDir: location.dir },
    `Compendium imported from ${location.dir}: ${counts.monsters} monsters, ${counts.spells} spells, ${counts.items} items, ${counts.conditions} conditions, ${counts.rules} rules in ${durationMs} ms (${skipped.length} values skipped)`,
  );
  return { status: 'imported', counts, skipped: skipped.length, durationMs, location };
}
