import type { Encounter } from '../encounter/encounter.ts';
import { type EncounterBand2024, encounterBand2024 } from './budget-2024.ts';
import { type EncounterDifficulty2014, encounterDifficulty2014 } from './difficulty-2014.ts';
import type { EncounterMonster } from './xp.ts';

export interface EncounterChallenge {
  partyLevels: number[];
  difficulty2014: EncounterDifficulty2014;
  band2024: EncounterBand2024;
}

/**
 * How hard an encounter is for its party: the players' levels (1 when unknown) against the NPCs with a
 * challenge rating; friendly ones fight beside the party and do not count. `party` names the levels to
 * measure against instead of the encounter's players (a campaign's whole party, in the builder).
 */
export function encounterChallenge(
  encounter: Pick<Encounter, 'entities'>,
  party?: readonly number[],
): EncounterChallenge {
  const partyLevels = party
    ? [...party]
    : encounter.entities.filter((entity) => entity.entityType === 'player').map((entity) => entity.level ?? 1);
  const monsters: EncounterMonster[] = [];
  for (const entity of encounter.entities) {
    if (entity.entityType === 'npc' && entity.challenge_rating !== undefined) {
      monsters.push({ challengeRating: entity.challenge_rating, friendly: entity.friendly });
    }
  }
  return {
    partyLevels,
    difficulty2014: encounterDifficulty2014(partyLevels, monsters),
    band2024: encounterBand2024(partyLevels, monsters),
  };
}
