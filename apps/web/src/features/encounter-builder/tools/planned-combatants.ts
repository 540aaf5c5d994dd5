import type { npcRoutes } from '@skald/contract/library/npc-record';
import type { RandomSource } from '@skald/rules/dice/random';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import { callRoute } from '../../../lib/api/call-route.ts';
import { entryUrl, getJson } from '../../../lib/compendium/compendium-api.ts';
import type { MonsterRecord } from '../../../lib/compendium/records.ts';
import { copyNames, type MonsterPick, monsterEntities, newKey } from '../../../lib/encounter/add-monsters.ts';
import type { LibraryNpc } from '../../../lib/encounter/library-entities.ts';
import type { PartyRow } from './party-rows.ts';
import type { PlannedMonster } from './planned-monsters.ts';

// The address alone, so this public page's chunk loads no zod for the descriptor.
const NPC_READ: Pick<typeof npcRoutes.read, 'method' | 'path'> = { method: 'GET', path: '/api/library/npcs/:id' };

/**
 * A stand-in character's hit points and armor class: the party rows give only levels, so the runner starts
 * each character as a sturdy average (a d8 hit die with +1 Constitution, armor class 15); the GM changes
 * them in the runner.
 */
const standInHitPoints = (level: number) => 9 + 6 * (level - 1);
const STAND_IN_AC = 15;

/** The party rows as player combatants, "Level 3 character (1)", each at its row's level. */
export function partyCombatants(rows: readonly PartyRow[], random: RandomSource): EncounterEntity[] {
  const names: string[] = [];
  return rows.flatMap((row) =>
    copyNames(`Level ${row.level} character`, row.count, names).map((name) => {
      names.push(name);
      return createEntity({
        key: newKey('player', random),
        name,
        entityType: 'player',
        maxHp: standInHitPoints(row.level),
        ac: STAND_IN_AC,
        level: row.level,
      });
    }),
  );
}

async function statBlock(monster: PlannedMonster): Promise<MonsterPick> {
  if (monster.source === 'srd') {
    return { kind: 'srd', slug: monster.ref, monster: await getJson<MonsterRecord>(entryUrl('monsters', monster.ref)) };
  }
  const npc = await callRoute<typeof npcRoutes.read>(NPC_READ, { params: { id: monster.ref } });
  return { kind: 'custom', npc: npc as LibraryNpc };
}

/**
 * The planned monsters as combatants at average hit points, their whole stat blocks read from the
 * compendium or the user's NPCs, numbered after `existing` names ("Orc (1)", "Orc (2)").
 */
export async function monsterCombatants(
  monsters: readonly PlannedMonster[],
  existing: readonly string[],
  random: RandomSource,
): Promise<EncounterEntity[]> {
  const picks = await Promise.all(monsters.map(statBlock));
  const names = [...existing];
  const entities: EncounterEntity[] = [];
  picks.forEach((pick, index) => {
    const added = monsterEntities(names, pick, { count: monsters[index]?.count ?? 1, mode: 'average', random });
    names.push(...added.map((entity) => entity.name));
    entities.push(...added);
  });
  return entities;
}
