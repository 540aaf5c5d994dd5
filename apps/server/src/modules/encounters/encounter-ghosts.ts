import { npcEntityFields, playerEntityFields, refreshedEntity } from '@skald/contract/library/linked-entity';
import type { PlayerRecord } from '@skald/contract/library/player-record';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { applyCommand } from '@skald/rules/encounter/reducer';
import type { Monster } from '@skald/rules/monster/monster';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { unlinkGoneItems } from '../library/public.ts';
import { campaignMembers, withCampaignState } from './campaign-carry.ts';
import { caughtUpWithCampaign } from './campaign-catch-up.ts';
import type { EncounterDeps, EncounterRow } from './encounter-access.ts';
import { linkedRecords, linkOf } from './encounter-links.ts';
import { encounters } from './encounter-tables.ts';

/** The fight without the combatant, through the engine so the turn stays right. */
function withoutEntity(state: Encounter, key: string): Encounter {
  const removed = applyCommand(state, { type: 'remove-entity', key }, { at: 0, automate: false });
  return removed.ok ? removed.encounter : { ...state, entities: state.entities.filter((entity) => entity.key !== key) };
}

/**
 * Loading an encounter (content.md §4): combatants whose player, NPC or companion no longer exists are
 * removed (a companion whose player is gone with them), loot loses links to deleted custom items, and
 * before the fight starts (round 0) linked combatants take their record's copied fields again and the
 * campaign's carried hit points, temp HP and death saves (campaign-carry.ts); a fight paused since takes
 * what the campaign changed meanwhile (campaign-catch-up.ts). A change
 * is stored as the next version, over the version just read only, and announced; each removal is logged.
 */
export async function cleanEncounterGhosts(
  deps: EncounterDeps,
  row: EncounterRow,
  log: FastifyBaseLogger,
): Promise<EncounterRow> {
  const { db } = deps;
  const found = await linkedRecords(db, row.userId, row.state.entities);
  let state = row.state;
  for (const entity of row.state.entities) {
    const link = linkOf(entity);
    const npc = link === 'npc' ? found.npcs.get(entity.id as string) : undefined;
    const gone =
      (link === 'player' && !found.players.has(entity.id as string)) ||
      (link === 'npc' && (!npc || (entity.entityType === 'companion' && npc.playerId === null)));
    if (!gone) continue;
    log.warn(
      { encounterId: row.id, entityKey: entity.key, linkedId: entity.id },
      'Removed a combatant whose player, NPC or companion no longer exists from an encounter',
    );
    state = withoutEntity(state, entity.key);
  }
  if (state.round === 0) {
    const members = await campaignMembers(db, row.campaignId);
    const entities = state.entities.map((entity) => {
      const player = linkOf(entity) === 'player' ? found.players.get(entity.id as string) : undefined;
      const npc = linkOf(entity) === 'npc' ? found.npcs.get(entity.id as string) : undefined;
      let refreshed = entity;
      if (player) refreshed = refreshedEntity(entity, playerEntityFields(player.body as Partial<PlayerRecord>));
      if (npc) refreshed = refreshedEntity(entity, npcEntityFields(npc.body as unknown as Monster));
      // Players and companions join as the campaign's last fight left them.
      return members ? withCampaignState(refreshed, members) : refreshed;
    });
    if (entities.some((entity, i) => entity !== state.entities[i])) state = { ...state, entities };
  } else {
    // A fight paused since takes what its campaign changed meanwhile (a long rest, an edited maximum).
    state = (await caughtUpWithCampaign(db, { ...row, state })) ?? state;
  }
  const loot = await unlinkGoneItems(db, row.userId, row.loot, (itemId) =>
    log.warn({ encounterId: row.id, itemId }, 'Unlinked a custom item that no longer exists from an encounter’s loot'),
  );
  if (state === row.state && loot === row.loot) return row;
  const stored = await deps.commits.transaction(async (tx, announce) => {
    const [updated] = await tx
      .update(encounters)
      .set({ state, loot, version: row.version + 1, updated: new Date() })
      .where(and(eq(encounters.id, row.id), eq(encounters.version, row.version)))
      .returning();
    if (updated) announce({ kind: 'encounter', encounterId: updated.id, version: updated.version, committed: updated });
    return updated;
  });
  // A change committed since the read wins; the next load cleans again.
  return stored ?? row;
}
