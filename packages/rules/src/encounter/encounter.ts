import type { EncounterEntity } from './entity.ts';
import type { TurnMove } from './turn-move-record.ts';

export interface Encounter {
  name: string;
  /** 0 before the fight starts. */
  round: number;
  /** 1-based position of the current combatant in the turn order; 0 before the fight. Derived from currentKey. */
  turn: number;
  /** Whose turn it is. Held by the entity, so adding, removing or re-sorting never moves the turn. */
  currentKey: string | null;
  finished: boolean;
  /** In the order they joined; the turn order is computed from initiative. */
  entities: EncounterEntity[];
  /** Campaign encounters: whether the encounter's XP and currency went to the players. Reset takes them back. */
  xp_awarded?: boolean;
  currency_awarded?: boolean;
  /** What each move to the next turn changed, newest last, for Previous turn to give back; absent when none. */
  turnMoves?: TurnMove[];
}

export const DEFAULT_ENCOUNTER_NAME = 'Custom encounter';

export function createEncounter(entities: EncounterEntity[] = [], name = DEFAULT_ENCOUNTER_NAME): Encounter {
  return {
    name,
    round: 0,
    turn: 0,
    currentKey: null,
    finished: false,
    entities: [...entities],
  };
}
