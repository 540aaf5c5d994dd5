import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions every PGlite of Skald's loads: trigram indexes serve the library's name searches. */
export const pgliteExtensions = { pg_trgm };

/**
 * PostgreSQL's default 128 MB of shared buffers is most of PGlite's resident memory (measured on a fresh
 * folder with the SRD: 394 MB at 128 MB, 286 MB at 32 MB, 240 MB at 8 MB). Below 32 MB the saving is small
 * and more pages come back through PGlite's filesystem layer on each query.
 */
const postgresqlconf = ['shared_buffers=32MB'];

/** Opens PGlite on a data folder, or in memory from a dump of one (`loadDataDir`), with Skald's settings. */
export function createPglite(source: { dataDir: string } | { loadDataDir: Blob }): Promise<PGlite> {
  const options = { extensions: pgliteExtensions, postgresqlconf };
  return 'dataDir' in source
    ? PGlite.create(source.dataDir, options)
    : PGlite.create({ ...options, loadDataDir: source.loadDataDir });
}
