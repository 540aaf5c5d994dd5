import { titleCase } from '@skald/contract/library/library-limits';
import { npcRoutes } from '@skald/contract/library/npc-record';
import { playerRoutes } from '@skald/contract/library/player-record';
import { mathRandom } from '@skald/rules/dice/random';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { callRoute } from '../../lib/api/call-route.ts';
import { copyNames, newKey } from '../../lib/encounter/add-monsters.ts';
import { type LibraryNpc, npcEntity, playerEntity } from '../../lib/encounter/library-entities.ts';

/** A companion of the campaign: the NPC's id and the player it follows. */
export interface CampaignCompanion {
  id: string;
  player_id: string;
}

/**
 * Who joins when these players are added: each player not in the encounter yet, and each of the
 * campaign's companions that follows one of them and is not in it yet. Combatants are matched by the
 * library id they link to.
 */
export function membersToAdd(
  playerIds: readonly string[],
  companions: readonly CampaignCompanion[],
  entities: readonly Pick<EncounterEntity, 'id'>[],
): { players: string[]; companions: string[] } {
  const present = new Set(entities.map((entity) => entity.id));
  const players = playerIds.filter((id) => !present.has(id));
  const chosen = new Set(playerIds);
  return {
    players,
    companions: companions
      .filter((companion) => chosen.has(companion.player_id) && !present.has(companion.id))
      .map((companion) => companion.id),
  };
}

/** The library's players and companions as combatants, read from the server, companions numbered by name. */
export async function partyEntities(
  members: { players: string[]; companions: string[] },
  existing: readonly EncounterEntity[],
): Promise<EncounterEntity[]> {
  const [players, npcs] = await Promise.all([
    Promise.all(members.players.map((id) => callRoute(playerRoutes.read, { params: { id } }))),
    Promise.all(members.companions.map((id) => callRoute(npcRoutes.read, { params: { id } }))),
  ]);
  const joined = players.map((player) => playerEntity(player, newKey('player', mathRandom)));
  const names = [...existing, ...joined].map((entity) => entity.name);
  for (const npc of npcs) {
    // Stored in lower case, shown in title case.
    const [name = npc.name] = copyNames(titleCase(npc.name), 1, names);
    names.push(name);
    joined.push(npcEntity(npc as LibraryNpc, { key: newKey('companion', mathRandom), name }));
  }
  return joined;
}
