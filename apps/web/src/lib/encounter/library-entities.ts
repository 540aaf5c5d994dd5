import type { NpcRecord } from '@skald/contract/library/npc-record';
import type { PlayerRecord } from '@skald/contract/library/player-record';
import { ABILITIES } from '@skald/rules/constants/abilities';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import { levelForExperience } from '@skald/rules/maths/experience-levels';
import { entityFromMonster } from '@skald/rules/monster/monster-entity';

/** A player as the library keeps it, with its id. */
export type LibraryPlayer = PlayerRecord & { id: string };
/** An NPC as the library keeps it (a companion has a `player_id`), with its id. */
export type LibraryNpc = NpcRecord & { id: string };

/** A player's level: the one written on the sheet, else the one its experience reaches, else 1. */
export function playerLevel(player: Pick<PlayerRecord, 'level' | 'experience'>): number {
  if (player.level !== null) return player.level;
  return player.experience === null ? 1 : levelForExperience(player.experience);
}

/**
 * A library player as a combatant, linked by its id: hit points, armor class, level and initiative bonus
 * from the sheet (1 hit point and armor class 10 when the sheet leaves them empty), with its ability scores.
 */
export function playerEntity(player: LibraryPlayer, key: string): EncounterEntity {
  const entity = createEntity({
    key,
    id: player.id,
    name: player.character_name,
    entityType: 'player',
    maxHp: Math.max(1, player.maxHp ?? 1),
    ac: player.ac ?? 10,
    level: playerLevel(player),
  });
  if (player.initiative !== null) entity.initiativeBonus = player.initiative;
  for (const ability of ABILITIES) {
    const score = player[ability];
    if (score !== null) entity[ability] = score;
  }
  return entity;
}

/** An NPC of the library (a companion when it belongs to a player), linked by its id, at full hit points. */
export function npcEntity(
  npc: LibraryNpc,
  joining: { key: string; name: string; hitPoints?: number },
): EncounterEntity {
  const entity = entityFromMonster(npc, { ...joining, source: 'custom' });
  entity.id = npc.id;
  if (npc.player_id) entity.entityType = 'companion';
  return entity;
}
