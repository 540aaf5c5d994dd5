import type { EncounterSetup } from '@skald/contract/library/encounter-record';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { items, linkedCustomItems, npcs, players } from '../library/public.ts';

export const ENCOUNTER_LINK_MESSAGES = {
  entities: 'entities: Each linked player, NPC or companion must be one of yours.',
  loot: 'loot: Each linked custom item must be one of your items.',
} as const;

const uuid = z.uuid();

/** Which table a combatant's link names: a player, the user's own NPC (or companion), or none (SRD, unlinked). */
export function linkOf(entity: EncounterEntity): 'player' | 'npc' | null {
  if (!entity.id || !uuid.safeParse(entity.id).success) return null;
  if (entity.entityType === 'player') return 'player';
  if (entity.entityType === 'companion' || entity.npc === 'custom') return 'npc';
  return null;
}

/** The linked records that still exist, by id: players and the owner's NPCs (with the player each follows). */
export async function linkedRecords(db: Db, userId: string, entities: EncounterEntity[]) {
  const wanted = (link: 'player' | 'npc') => [
    ...new Set(entities.flatMap((entity) => (linkOf(entity) === link ? [entity.id as string] : []))),
  ];
  const playerIds = wanted('player');
  const npcIds = wanted('npc');
  const playerRows = playerIds.length
    ? await db
        .select({ id: players.id, body: players.body })
        .from(players)
        .where(and(inArray(players.id, playerIds), eq(players.userId, userId)))
    : [];
  const npcRows = npcIds.length
    ? await db
        .select({ id: npcs.id, body: npcs.body, playerId: npcs.playerId })
        .from(npcs)
        .where(and(inArray(npcs.id, npcIds), eq(npcs.userId, userId)))
    : [];
  return {
    players: new Map(playerRows.map((row) => [row.id, row])),
    npcs: new Map(npcRows.map((row) => [row.id, row])),
  };
}

/**
 * Before a builder's combatants and loot are stored: every player, NPC, companion and custom item they
 * link to must be the writer's (a 400 otherwise, and nothing is saved), so an encounter never names
 * another user's records.
 */
export async function checkEncounterLinks(tx: Db, userId: string, setup: EncounterSetup): Promise<void> {
  const found = await linkedRecords(tx, userId, setup.entities);
  const missing = setup.entities.some((entity) => {
    const link = linkOf(entity);
    if (link === null) return false;
    return !(link === 'player' ? found.players : found.npcs).has(entity.id as string);
  });
  if (missing) throw new HttpError(400, ENCOUNTER_LINK_MESSAGES.entities);
  const itemKeys = linkedCustomItems({ inventory: setup.loot });
  if (itemKeys.length === 0) return;
  // A custom item is named by its id: any other key names none of the writer's items.
  const itemIds = itemKeys.filter((id) => uuid.safeParse(id).success);
  if (itemIds.length < itemKeys.length) throw new HttpError(400, ENCOUNTER_LINK_MESSAGES.loot);
  const owned = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(inArray(items.id, itemIds), eq(items.userId, userId)));
  if (owned.length < itemIds.length) throw new HttpError(400, ENCOUNTER_LINK_MESSAGES.loot);
}
