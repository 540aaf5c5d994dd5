import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions every PGlite of Skald's loads: trigram indexes serve the library's name searches. */
export const pgliteExtensions = { pg_trgm };

/** Opens PGlite on a data folder, or in memory from a dump of one (`loadDataDir`), with Skald's extensions. */
export function createPglite(source: { dataDir: string } | { loadDataDir: Blob }): Promise<PGlite> {
  return 'dataDir' in source
    ? PGlite.create(source.dataDir, { extensions: pgliteExtensions })
    : PGlite.create({ loadDataDir: source.loadDataDir, extensions: pgliteExtensions });
}
