import { CommandError } from './command-error.ts';
import type { Encounter } from './encounter.ts';
import type { EncounterEntity } from './entity.ts';
import { findEntity } from './roster-list.ts';
import { endOfTurn, startOfTurn, type TurnStep } from './turn-hooks.ts';
import { lastMove, recordMove, revertMove, withMoves } from './turn-moves.ts';
import { neighbourInOrder, turnOrder } from './turn-order.ts';

/**
 * The round update: an NPC at or below 0 hit points, or killed, goes down; one above 0 and alive comes
 * back up; entities waiting for the next round join it.
 */
export function roundUpdate(entities: readonly EncounterEntity[]): EncounterEntity[] {
  return entities.map((entity) => {
    let updated = entity;
    if (entity.entityType === 'npc') {
      const down = entity.dead || (entity.curHp <= 0 && !entity.transformed);
      if (down !== entity.down) updated = { ...updated, down };
    }
    if (entity.addNextRound) updated = { ...updated, addNextRound: false, active: true };
    return updated;
  });
}

/** The combatant whose turn follows `entity`'s place in the order, even if `entity` itself has left it. */
export function successorOf(encounter: Encounter, entity: EncounterEntity): EncounterEntity | undefined {
  return neighbourInOrder(encounter, entity, 1);
}

/** The combatant whose turn comes just before `entity`'s place in the order. */
function predecessorOf(encounter: Encounter, entity: EncounterEntity): EncounterEntity | undefined {
  return neighbourInOrder(encounter, entity, -1);
}

export function startEncounter(encounter: Encounter): TurnStep {
  const first = turnOrder(encounter)[0];
  if (!first) throw new CommandError('Add at least one active combatant before starting the encounter');
  const started = withMoves({ ...encounter, round: 1, currentKey: first.key, finished: false }, []);
  return startOfTurn({ encounter: started, events: [] }, first.key);
}

/** The next combatant's turn; after the last, a new round with its round update. What it changed is kept. */
export function nextTurn(encounter: Encounter, recharges: Record<string, Record<string, number>> = {}): TurnStep {
  const step = moveOn(encounter, recharges);
  return { ...step, encounter: recordMove(encounter, step.encounter) };
}

function moveOn(encounter: Encounter, recharges: Record<string, Record<string, number>>): TurnStep {
  if (encounter.currentKey === null) throw new CommandError('Start the encounter first');
  const ended = endOfTurn({ encounter, events: [] }, encounter.currentKey);
  const current = findEntity(ended.encounter, encounter.currentKey);
  const following = current ? successorOf(ended.encounter, current) : undefined;
  if (following) {
    const moved = { ...ended, encounter: { ...ended.encounter, currentKey: following.key } };
    return startOfTurn(moved, following.key, recharges[following.key]);
  }
  const entities = roundUpdate(ended.encounter.entities);
  const first = turnOrder({ entities })[0];
  if (!first) throw new CommandError('Nobody is left to take a turn');
  const nextRound = { ...ended.encounter, entities, round: ended.encounter.round + 1, currentKey: first.key };
  return startOfTurn({ ...ended, encounter: nextRound }, first.key, recharges[first.key]);
}

/**
 * Back to the previous combatant's turn, giving back exactly what moving forward changed: durations and
 * timed reminders regain the round, those that ran out return, the round update is undone. Nothing added
 * during the turn is touched. Without a kept move (an encounter from before they were kept), only whose
 * turn it is moves back.
 */
export function previousTurn(encounter: Encounter): TurnStep {
  if (encounter.currentKey === null) throw new CommandError('Start the encounter first');
  const move = lastMove(encounter);
  const rewound = move ? revertMove(encounter, move) : encounter;
  if (move?.from.key && findEntity(rewound, move.from.key)) {
    return { encounter: { ...rewound, round: move.from.round, currentKey: move.from.key }, events: [] };
  }
  // Whoever had the turn has left the encounter since: the combatant before this one in the order.
  const current = findEntity(rewound, encounter.currentKey);
  const previous = current ? predecessorOf(rewound, current) : undefined;
  if (previous) return { encounter: { ...rewound, currentKey: previous.key }, events: [] };
  if (encounter.round <= 1) throw new CommandError('This is the first turn of the encounter');
  const last = turnOrder(rewound).at(-1);
  if (!last) throw new CommandError('Nobody is left to take a turn');
  return { encounter: { ...rewound, round: encounter.round - 1, currentKey: last.key }, events: [] };
}
