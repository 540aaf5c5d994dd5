import type { Encounter } from './encounter.ts';
import { EMPTY_METERS, type EncounterEntity, effectiveMaxHp } from './entity.ts';
import { withMoves } from './turn-moves.ts';

/** Clears what a fight leaves on a combatant, reminders, conditions and spent uses included; NPCs also return to full hit points. */
function resetEntity(entity: EncounterEntity): EncounterEntity {
  return {
    ...entity,
    tempHp: 0,
    transformed: null,
    stable: false,
    down: false,
    ac_bonus: 0,
    meters: { ...EMPTY_METERS },
    hidden: false,
    reminders: {},
    conditions: {},
    // Abilities, the legendary pool and spell slots come back for the fight run again.
    limited_uses: {},
    initiative: 0,
    curHp: entity.entityType === 'npc' ? effectiveMaxHp(entity) : entity.curHp,
    // An NPC back at full hit points is no longer dead; players keep their own state.
    ...(entity.entityType === 'npc' ? { dead: false, saves: {} } : {}),
  };
}

/** Reset: not finished, round and turn 0, awards taken back, and every combatant's temporary state cleared. */
export function resetEncounter(encounter: Encounter): Encounter {
  const { xp_awarded: _xp, currency_awarded: _currency, ...rest } = encounter;
  const entities = encounter.entities.map(resetEntity);
  return withMoves({ ...rest, entities, finished: false, round: 0, turn: 0, currentKey: null }, []);
}
