import { experiencePoints } from '../maths/xp.ts';
import type { EncounterEntity } from './entity.ts';

/** The hostile monsters of a fight, split into those the party defeated (down or dead) and those left standing. */
export function hostileOutcome(entities: readonly EncounterEntity[]): {
  defeated: EncounterEntity[];
  standing: EncounterEntity[];
} {
  const hostile = entities.filter(
    (entity) => entity.entityType === 'npc' && !entity.friendly && entity.challenge_rating !== undefined,
  );
  const isDefeated = (entity: EncounterEntity) => entity.dead || entity.down || entity.curHp <= 0;
  return { defeated: hostile.filter(isDefeated), standing: hostile.filter((entity) => !isDefeated(entity)) };
}

/**
 * The experience a finished fight earns (issue 27): only the monsters the party defeated count, so one
 * that fled or was left alive earns nothing; the GM's override, when set, is the whole award instead.
 */
export function earnedExperience(entities: readonly EncounterEntity[], override: number | null): number {
  if (override !== null) return override;
  return hostileOutcome(entities).defeated.reduce(
    (total, monster) =>
      total + (monster.challenge_rating === undefined ? 0 : experiencePoints(monster.challenge_rating)),
    0,
  );
}

/** Each chosen player's share of the experience: split evenly, rounded down. */
export function experienceShare(total: number, sharers: number): number {
  return sharers > 0 ? Math.floor(total / sharers) : 0;
}
