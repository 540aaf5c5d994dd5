import type { FollowerCondition, FollowerEntity, FollowerStatus } from '@skald/contract/live/follower-view';
import { type EncounterEntity, effectiveAc, effectiveMaxHp, makesDeathSaves } from '@skald/rules/encounter/entity';
import {
  entityVisibility,
  type FollowerVisibility,
  followerSide,
  UNKNOWN_CREATURE_NAME,
} from '@skald/rules/encounter/follower-visibility';
import { followerHealth } from './follower-health.ts';

/** The hit points followers read: the transformed form's while transformed, against the effective maximum. */
function hitPoints(entity: EncounterEntity): { cur: number; max: number; temp: number } {
  const form = entity.transformed;
  if (form) return { cur: form.curHp, max: Math.max(0, form.maxHp + form.maxHpMod), temp: entity.tempHp };
  return { cur: entity.curHp, max: effectiveMaxHp(entity), temp: entity.tempHp };
}

function status(entity: EncounterEntity): FollowerStatus {
  if (entity.dead) return 'dead';
  if (entity.curHp > 0 && !entity.down) return 'fighting';
  return entity.stable ? 'stable' : 'down';
}

function conditions(entity: EncounterEntity): FollowerCondition[] {
  return Object.entries(entity.conditions).map(([name, state]) =>
    state?.level === undefined ? { name } : { name, level: state.level },
  );
}

function deathSaves(entity: EncounterEntity): { successes: number; failures: number } {
  const results = Object.values(entity.saves);
  return {
    successes: results.filter((result) => result === 'success').length,
    failures: results.filter((result) => result === 'failure').length,
  };
}

/**
 * One combatant that is not hidden, as followers may see it: only what its side's visibility and its own
 * choices show is present at all. Keys, linked record ids, reminders and stat blocks never appear.
 */
export function projectEntity(entity: EncounterEntity, id: string, sides: FollowerVisibility): FollowerEntity {
  const visibility = entityVisibility(entity, sides);
  const projected: FollowerEntity = {
    id,
    side: followerSide(entity),
    name: visibility.name ? entity.name : UNKNOWN_CREATURE_NAME,
    active: entity.active,
  };
  const health = followerHealth(visibility.health, hitPoints(entity));
  if (health) {
    projected.health = health;
    projected.status = status(entity);
  }
  if (visibility.ac) projected.ac = effectiveAc(entity);
  if (visibility.conditions) projected.conditions = conditions(entity);
  if (visibility.deathSaves && makesDeathSaves(entity)) projected.deathSaves = deathSaves(entity);
  return projected;
}
