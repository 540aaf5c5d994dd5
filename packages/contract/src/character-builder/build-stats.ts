import { type AbilityScores, withRacialBonuses } from '@skald/rules/character/ability-generation';
import { type DerivedStats, deriveCharacterStats } from '@skald/rules/character/character-stats';
import type { CharacterBuild } from './build-record.ts';

/**
 * A build's final scores (racial bonuses added) and every derived number: the builder shows these, and
 * "Save as a player character" stores them, so both sides work them out here.
 */
export function buildStats(build: CharacterBuild): DerivedStats & { scores: AbilityScores } {
  const scores = withRacialBonuses(build.baseScores, build.abilityBonuses);
  const stats = deriveCharacterStats({
    level: build.level,
    hitDie: build.hitDie,
    scores,
    armour: build.armour,
    shield: build.shield,
    speed: build.speed,
  });
  return { ...stats, scores };
}
