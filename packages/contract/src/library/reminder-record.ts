import { MAX_REMINDER_ROUNDS, REMINDER_COLOURS, undefinedVariables } from '@skald/rules/combat/reminder';
import { z } from 'zod';
import { collectionRoutes } from './collection-routes.ts';
import { formMessages } from './form-messages.ts';
import { choiceOf, longText, lowercaseName, optionalWholeNumber } from './record-fields.ts';
import { REMINDER_ACTIONS, REMINDER_LIMITS, REMINDER_TRIGGERS } from './reminder-fields.ts';

const variableName = z
  .string({ error: formMessages.required('Variable name') })
  .trim()
  .min(1, formMessages.required('Variable name'))
  .max(REMINDER_LIMITS.variableName, formMessages.maxLength('Variable name', REMINDER_LIMITS.variableName))
  .regex(/^[^[\]]+$/, 'A variable name cannot hold brackets.');
const variableValue = z
  .string()
  .max(REMINDER_LIMITS.variableValue, formMessages.maxLength('Variable value', REMINDER_LIMITS.variableValue));

const tooManyVariables = `A reminder has at most ${REMINDER_LIMITS.variables} variables.`;

/** The fields a reminder template and its editor's form share. */
const reminderFields = {
  title: lowercaseName('Title'),
  trigger: choiceOf('Trigger', REMINDER_TRIGGERS),
  action: choiceOf('Action', REMINDER_ACTIONS, 'Choose an action from the list.'),
  notify: longText('Notify text', REMINDER_LIMITS.notify),
  color: choiceOf('Colour', REMINDER_COLOURS).default('blue'),
  /** Rounds a timed reminder waits; the other triggers keep none. */
  rounds: optionalWholeNumber('Rounds', 1, MAX_REMINDER_ROUNDS).default(null),
};

/** A timed reminder needs its rounds; the notify text may name only the reminder's own variables. */
function checkReminder(
  reminder: { trigger: string; rounds: number | null; notify: string },
  variableNames: string[],
  context: z.RefinementCtx,
) {
  if (reminder.trigger === 'timed' && reminder.rounds === null) {
    context.addIssue({ code: 'custom', path: ['rounds'], message: formMessages.required('Rounds') });
  }
  if (undefinedVariables(reminder.notify, variableNames).length > 0) {
    context.addIssue({ code: 'custom', path: ['notify'], message: formMessages.variables('notify text') });
  }
}

/**
 * A reminder template (content.md §3, combat.md §3 Encounter reminder): the title stored lowercase, and
 * the encounter reminder's own fields, so a template is set on a combatant as it is. `[name]` in the
 * notify text is filled from `selectedVars` when it fires (the rules' `reminderText`), so those are the
 * only variables it may name.
 */
export const reminderRecordSchema = z
  .strictObject({
    ...reminderFields,
    selectedVars: z
      .record(z.string(), variableValue)
      .default({})
      .superRefine((variables, context) => {
        const names = Object.keys(variables);
        if (names.length > REMINDER_LIMITS.variables) context.addIssue({ code: 'custom', message: tooManyVariables });
        // Checked here rather than as the record's key schema, whose refusal would only say "Invalid key".
        for (const name of names) {
          const problem = variableName.safeParse(name).error?.issues[0];
          if (problem) context.addIssue({ code: 'custom', path: [name], message: problem.message });
        }
      }),
  })
  .superRefine((reminder, context) => checkReminder(reminder, Object.keys(reminder.selectedVars), context));
export type ReminderRecordInput = z.input<typeof reminderRecordSchema>;
export type ReminderRecord = z.output<typeof reminderRecordSchema>;

/**
 * The editor's form: the same fields, with the variables as rows (a name typed letter by letter cannot
 * be an object's key). `reminderFromForm` turns it into the record.
 */
export const reminderFormSchema = z
  .strictObject({
    ...reminderFields,
    variables: z
      .array(z.strictObject({ name: variableName, value: variableValue }))
      .max(REMINDER_LIMITS.variables, tooManyVariables)
      .superRefine((rows, context) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          if (seen.has(row.name)) {
            context.addIssue({ code: 'custom', path: [index, 'name'], message: 'Each variable needs its own name.' });
          }
          seen.add(row.name);
        });
      }),
  })
  .superRefine((form, context) =>
    checkReminder(
      form,
      form.variables.map((row) => row.name),
      context,
    ),
  );
export type ReminderFormValues = z.input<typeof reminderFormSchema>;

export function reminderFromForm({ variables, ...fields }: ReminderFormValues): ReminderRecordInput {
  return {
    ...fields,
    rounds: fields.trigger === 'timed' ? fields.rounds : null,
    selectedVars: Object.fromEntries(variables.map((row) => [row.name.trim(), row.value])),
  };
}

export function reminderToForm({ selectedVars, ...fields }: ReminderRecordInput): ReminderFormValues {
  return { ...fields, variables: Object.entries(selectedVars ?? {}).map(([name, value]) => ({ name, value })) };
}

export const reminderSummarySchema = z.object({ title: z.string() });

export const reminderRoutes = collectionRoutes('reminders', 'Reminders', reminderRecordSchema, reminderSummarySchema);
