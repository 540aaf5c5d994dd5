import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SrdMonster } from '../../src/five-e-database/monster-source.ts';

/** The shared SRD beside the repository, read at test time: none of its text is copied into the repository. */
const SRD_MONSTERS = fileURLToPath(
  new URL('../../../../../shared/srd/5e-database-v5.10.0/src/2014/en/5e-SRD-Monsters.json', import.meta.url),
);

export function srdMonsters(): SrdMonster[] {
  if (!existsSync(SRD_MONSTERS)) throw new Error(`The SRD monsters are read from ${SRD_MONSTERS}, which is missing`);
  return JSON.parse(readFileSync(SRD_MONSTERS, 'utf8')) as SrdMonster[];
}
