import { PREMADE_REMINDERS, type Reminder } from '@skald/rules/combat/reminder';
import type { Condition, ExhaustionLevel } from '@skald/rules/constants/conditions';
import { newKey } from '../../../lib/encounter/add-monsters.ts';
import type { GestureAction } from './combat-action.ts';
import type { OnCombatant } from './combatant-actions.ts';

export interface ConditionInput {
  condition: Condition;
  /** Exhaustion's level; ignored for any other condition. */
  level?: ExhaustionLevel;
  /** Rounds it lasts; none or 0 until removed. */
  rounds?: number;
}

/** A condition on every picked target, as one batch. */
export const addConditionToTargets: GestureAction<ConditionInput> = {
  name: 'add-condition',
  label: 'Add condition to the targets',
  perform: ({ targets }, { condition, level, rounds }) =>
    targets.map((key) => ({
      type: 'add-condition' as const,
      key,
      condition,
      ...(condition === 'exhaustion' && level !== undefined ? { level } : {}),
      ...(rounds !== undefined && rounds > 0 ? { rounds } : {}),
    })),
};

export const removeCondition: GestureAction<OnCombatant & { condition: Condition }> = {
  name: 'remove-condition',
  label: 'Remove condition',
  perform: (_context, { key, condition }) => ({ type: 'remove-condition', key, condition }),
};

/** A premade reminder (Concentrating, Reaction used, Is surprised) on every picked target, as one batch. */
export const addPremadeReminder: GestureAction<{ reminder: keyof typeof PREMADE_REMINDERS }> = {
  name: 'add-premade-reminder',
  label: 'Add reminder to the targets',
  perform: ({ targets }, { reminder }) =>
    targets.map((key) => ({
      type: 'set-reminder' as const,
      key,
      reminderKey: reminder,
      reminder: PREMADE_REMINDERS[reminder],
    })),
};

/** The GM's own reminder on every picked target under one key, so it reads as the same one on each. */
export const addCustomReminder: GestureAction<{ reminder: Reminder }> = {
  name: 'add-custom-reminder',
  label: 'Add custom reminder to the targets',
  perform: ({ targets, random }, { reminder }) => {
    const reminderKey = newKey('custom', random);
    return targets.map((key) => ({ type: 'set-reminder' as const, key, reminderKey, reminder }));
  },
};

/** Taken off a combatant: its badge's close button, or a reminder notice's Remove. */
export const removeReminder: GestureAction<OnCombatant & { reminderKey: string }> = {
  name: 'remove-reminder',
  label: 'Remove reminder',
  perform: (_context, { key, reminderKey }) => ({ type: 'remove-reminder', key, reminderKey }),
};
