import { abilityModifier } from '../constants/abilities.ts';
import { type RandomSource, rollDie } from '../dice/random.ts';
import { CommandError } from './command-error.ts';
import type { Encounter } from './encounter.ts';
import { type EncounterEntity, effectiveMaxHp } from './entity.ts';
import { withMoves } from './turn-moves.ts';
import { turnOrder } from './turn-order.ts';

/** The d20 each combatant rolls for initiative in test mode; made outside the reducer, which stays pure. */
export function rollTestInitiative(encounter: Encounter, random: RandomSource): Record<string, number> {
  return Object.fromEntries(encounter.entities.map((entity) => [entity.key, rollDie(20, random)]));
}

/** A player's own initiative bonus when it has one, else the dexterity modifier. */
export function initiativeModifier(entity: EncounterEntity): number {
  return entity.initiativeBonus ?? abilityModifier(entity.dexterity ?? 10);
}

/**
 * Test mode: every combatant at full hit points with rolled initiative (the d20 plus its modifier),
 * round 0 and turn 1 on whoever rolled highest. Nothing here is saved by the caller.
 */
export function startTestMode(encounter: Encounter, d20s: Record<string, number>): Encounter {
  const entities = encounter.entities.map((entity): EncounterEntity => {
    const d20 = d20s[entity.key];
    if (d20 === undefined || !Number.isInteger(d20) || d20 < 1 || d20 > 20) {
      throw new CommandError(`Test mode needs a d20 roll from 1 to 20 for ${entity.name}`);
    }
    return {
      ...entity,
      initiative: d20 + initiativeModifier(entity),
      curHp: effectiveMaxHp(entity),
      tempHp: 0,
      dead: false,
      stable: false,
      down: false,
      saves: {},
      transformed: null,
    };
  });
  const first = turnOrder({ entities })[0];
  return withMoves({ ...encounter, entities, round: 0, currentKey: first?.key ?? null, finished: false }, []);
}
