import { abilityModifier } from '@skald/rules/constants/abilities';
import { rollDie } from '@skald/rules/dice/random';
import type { GestureAction } from './combat-action.ts';
import type { OnCombatant } from './combatant-actions.ts';

/** Initiative as typed in the turn order; the engine reads an unreadable value as 0. */
export const setInitiative: GestureAction<OnCombatant & { initiative: number }> = {
  name: 'set-initiative',
  label: 'Set initiative',
  perform: (_context, { key, initiative }) => ({ type: 'set-initiative', key, initiative }),
};

/** Before the fight: every monster's d20 plus its dexterity modifier, as one batch. */
export const rollMonsterInitiative: GestureAction<void> = {
  name: 'roll-monster-initiative',
  label: 'Roll for monsters',
  perform: ({ snapshot, random }) =>
    snapshot.encounter.entities
      .filter((entity) => entity.entityType === 'npc')
      .map((entity) => ({
        type: 'set-initiative' as const,
        key: entity.key,
        initiative: rollDie(20, random) + abilityModifier(entity.dexterity ?? 10),
      })),
};
