import { titleCase } from '@skald/contract/library/library-limits';
import type { ReminderRecord } from '@skald/contract/library/reminder-record';
import {
  MAX_REMINDER_ROUNDS,
  type Reminder,
  type ReminderAction,
  type ReminderTrigger,
  undefinedVariables,
} from '@skald/rules/combat/reminder';

/** The custom reminder form as typed: variables are name and value rows, blank rows ignored. */
export interface CustomReminderForm {
  title: string;
  trigger: Exclude<ReminderTrigger, 'endTurn'>;
  action: ReminderAction;
  notify: string;
  color: string;
  rounds: number | string;
  variables: readonly { name: string; value: string }[];
}

export type CustomReminderCheck =
  | { ok: true; reminder: Reminder }
  | { ok: false; errors: Partial<Record<'title' | 'notify', string>> };

/** The form as a reminder the rules engine stores, or the spec's message for each field that is wrong. */
export function checkCustomReminder(form: CustomReminderForm): CustomReminderCheck {
  const variables = form.variables
    .map(({ name, value }) => ({ name: name.trim(), value }))
    .filter(({ name }) => name !== '');
  const errors: Partial<Record<'title' | 'notify', string>> = {};
  if (!form.title.trim()) errors.title = 'Title is required';
  if (
    undefinedVariables(
      form.notify,
      variables.map(({ name }) => name),
    ).length > 0
  ) {
    errors.notify = 'The notify text contains undefined variables.';
  }
  if (errors.title || errors.notify) return { ok: false, errors };
  const rounds =
    typeof form.rounds === 'number' ? Math.min(MAX_REMINDER_ROUNDS, Math.max(1, Math.trunc(form.rounds))) : 1;
  const notify = form.notify.trim();
  return {
    ok: true,
    reminder: {
      title: form.title.trim(),
      trigger: form.trigger,
      action: form.action,
      color: form.color,
      ...(notify ? { notify } : {}),
      ...(form.trigger === 'timed' ? { rounds } : {}),
      ...(variables.length > 0
        ? { selectedVars: Object.fromEntries(variables.map(({ name, value }) => [name, value])) }
        : {}),
    },
  };
}

/**
 * A saved reminder template (/content/reminders) as the fight keeps it: its title as a title (stored
 * lowercase), rounds only when timed, its variables as saved.
 */
export function reminderFromTemplate(template: ReminderRecord): Reminder {
  const variables = Object.entries(template.selectedVars);
  return {
    title: titleCase(template.title),
    trigger: template.trigger,
    action: template.action,
    color: template.color,
    ...(template.notify ? { notify: template.notify } : {}),
    ...(template.trigger === 'timed' ? { rounds: template.rounds ?? 1 } : {}),
    ...(variables.length > 0 ? { selectedVars: Object.fromEntries(variables) } : {}),
  };
}
