import { fileURLToPath } from 'node:url';
import type { AbilitySection, Monster, MonsterAbility } from '@skald/rules/monster/monster';
import { mapMonster } from '@skald/statblock/five-e-database/map-monster';
import type { CompendiumMonster, Mapped } from '../../src/modules/compendium/srd/compendium-records.ts';
import { readSrdDir } from '../../src/modules/compendium/srd/read-srd-dir.ts';
import type { SrdFiles } from '../../src/modules/compendium/srd/srd-source.ts';

/** Invented records in the shape of 5e-database's files; none of their text comes from the SRD. */
export const FIXTURES_DIR = fileURLToPath(new URL('./fixtures', import.meta.url));

export const fixtures: SrdFiles = await readSrdDir(FIXTURES_DIR);

export function mappedFixtureMonster(index: string): Mapped<CompendiumMonster> {
  const source = fixtures.monsters.find((monster) => monster.index === index);
  if (!source) throw new Error(`no fixture monster ${index}`);
  return mapMonster(source);
}

export function fixtureMonster(index: string): Monster {
  return mappedFixtureMonster(index).value.monster;
}

export function abilityNamed(monster: Monster, section: AbilitySection, name: string): MonsterAbility {
  const found = monster[section]?.find((ability) => ability.name === name);
  if (!found) throw new Error(`${monster.name} has no ${name} in ${section}`);
  return found;
}
