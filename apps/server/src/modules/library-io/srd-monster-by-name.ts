import type { Monster } from '@skald/rules/monster/monster';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { compendiumMonsters } from '../compendium/public.ts';

/**
 * The converters' `srdMonster()`: the compendium's SRD monster of a lowercase name, so a Shieldmaiden
 * combatant that names one (`npc: 'srd'`) joins with its whole stat block, as one the builder adds does.
 */
export function srdMonsterByName(db: Db): (name: string) => Promise<Monster | undefined> {
  return async (name) => {
    const [row] = await db
      .select({ body: compendiumMonsters.body })
      .from(compendiumMonsters)
      .where(and(eq(compendiumMonsters.nameLower, name.toLowerCase()), eq(compendiumMonsters.source, 'srd')))
      .limit(1);
    return row?.body;
  };
}
