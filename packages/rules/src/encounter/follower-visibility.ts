import type { EncounterEntity } from './entity.ts';
import type { EntityVisibility } from './entity-visibility.ts';

/**
 * What players following a broadcast may see of a combatant (issue 14): set per side for the campaign
 * and overridden per combatant. The server projects the fight through it; nothing hidden is ever sent.
 */

/** The sides a follower sees apart: players, their companions, friendly NPCs (allies) and the rest (enemies). */
export const FOLLOWER_SIDES = ['players', 'companions', 'allies', 'enemies'] as const;
export type FollowerSide = (typeof FOLLOWER_SIDES)[number];

export type FollowerVisibility = Record<FollowerSide, EntityVisibility>;

const partyDefaults: EntityVisibility = { name: true, health: 'shown', ac: true, conditions: true, deathSaves: true };
const npcDefaults: EntityVisibility = {
  name: true,
  health: 'obscured',
  ac: false,
  conditions: true,
  deathSaves: false,
};

/** A campaign that has not chosen: the party in full, NPCs with obscured health and no armor class. */
export const DEFAULT_FOLLOWER_VISIBILITY: FollowerVisibility = {
  players: partyDefaults,
  companions: partyDefaults,
  allies: npcDefaults,
  enemies: npcDefaults,
};

/** The name followers read when a combatant's name is hidden. */
export const UNKNOWN_CREATURE_NAME = 'Unknown creature';

/** Which side a combatant is shown on. */
export function followerSide(entity: Pick<EncounterEntity, 'entityType' | 'friendly'>): FollowerSide {
  if (entity.entityType === 'player') return 'players';
  if (entity.entityType === 'companion') return 'companions';
  return entity.friendly ? 'allies' : 'enemies';
}

/**
 * Obscured health in hearts, 0 to 4: 4 unhurt, 3 above half, 2 above a quarter, 1 still standing, 0 at
 * 0 hit points. A scratch already drops the fourth heart, so followers see that a blow landed.
 */
export function healthHearts(curHp: number, maxHp: number): 0 | 1 | 2 | 3 | 4 {
  if (curHp <= 0 || maxHp <= 0) return 0;
  if (curHp >= maxHp) return 4;
  const share = curHp / maxHp;
  if (share > 0.5) return 3;
  if (share > 0.25) return 2;
  return 1;
}

/** What followers see of one combatant: its side's setting with the combatant's own choices over it. */
export function entityVisibility(
  entity: Pick<EncounterEntity, 'entityType' | 'friendly' | 'followerVisibility'>,
  sides: FollowerVisibility,
): EntityVisibility {
  return { ...sides[followerSide(entity)], ...entity.followerVisibility };
}
