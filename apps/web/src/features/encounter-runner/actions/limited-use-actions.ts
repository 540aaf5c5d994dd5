import type { AbilitySection } from '@skald/rules/monster/monster';
import type { GestureAction } from './combat-action.ts';
import type { OnCombatant } from './combatant-actions.ts';

/** One ability of a combatant's stat block; `cost` spends that many legendary actions at once. */
export interface AbilityInput extends OnCombatant {
  section: AbilitySection;
  index: number;
  cost?: number;
}

export const spendAbility: GestureAction<AbilityInput> = {
  name: 'spend-ability',
  label: 'Use',
  perform: (_context, { key, section, index, cost }) => ({
    type: 'use-ability',
    key,
    section,
    index,
    ...(cost === undefined ? {} : { cost }),
  }),
};

export const regainAbility: GestureAction<AbilityInput> = {
  name: 'regain-ability',
  label: 'Regain',
  perform: (_context, { key, section, index }) => ({ type: 'regain-ability', key, section, index }),
};

export const spendSpellSlot: GestureAction<OnCombatant & { level: number }> = {
  name: 'spend-spell-slot',
  label: 'Spend a spell slot',
  perform: (_context, { key, level }) => ({ type: 'use-spell-slot', key, level }),
};

export const regainSpellSlot: GestureAction<OnCombatant & { level: number }> = {
  name: 'regain-spell-slot',
  label: 'Regain a spell slot',
  perform: (_context, { key, level }) => ({ type: 'regain-spell-slot', key, level }),
};
