import type { ReminderAction, ReminderTrigger } from '@skald/rules/combat/reminder';

/** A reminder template's choices and lengths (content.md §3), zod-free for the editor. */

/** The spec's three triggers; the runner's end-of-turn one is not offered for templates. */
export const REMINDER_TRIGGERS = ['damage', 'startTurn', 'timed'] as const satisfies readonly ReminderTrigger[];
export const REMINDER_ACTIONS = ['notify', 'remove'] as const satisfies readonly ReminderAction[];

export const REMINDER_LIMITS = {
  notify: 500,
  variables: 20,
  variableName: 40,
  variableValue: 100,
} as const;
