import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { type HitPointMode, type MonsterPick, pickCommands } from '../../../lib/encounter/add-monsters.ts';
import type { GestureAction } from './combat-action.ts';
import type { OnCombatant } from './combatant-actions.ts';
import { joiningCommand } from './join-fight.ts';

/**
 * Joining a fight already set up (the runner's Add combatant): monsters roll initiative, and with
 * `nextRound` wait outside the turn order until the round turns over. Absent in the builder.
 */
export interface Joining {
  joining?: { nextRound: boolean };
}

export interface MonstersInput extends Joining {
  pick: MonsterPick;
  count: number;
  mode: HitPointMode;
}

/** Copies of a monster or NPC, numbered after those there ("Orc (2)"): adding five goblins is one batch. */
export const addMonsters: GestureAction<MonstersInput> = {
  name: 'add-monsters',
  label: 'Add monsters',
  perform: ({ snapshot, random }, { pick, count, mode, joining }) => {
    const commands = pickCommands(snapshot.encounter, pick, { count, mode, random });
    return joining ? commands.map((command) => joiningCommand(command, { ...joining, random })) : commands;
  },
};

/** A player made in the form, with its initiative when the fight is under way. */
export const addPlayer: GestureAction<Joining & { entity: EncounterEntity }> = {
  name: 'add-player',
  label: 'Add a player',
  perform: ({ random }, { entity, joining }) => {
    const command = { type: 'add-entity' as const, entity };
    return joining ? joiningCommand(command, { ...joining, random }) : command;
  },
};

/** Out of the encounter for good (the builder's roster); undo brings it back. */
export const removeCombatant: GestureAction<OnCombatant> = {
  name: 'remove-combatant',
  label: 'Remove from the encounter',
  perform: (_context, { key }) => ({ type: 'remove-entity', key }),
};
