/** When a reminder speaks up: on damage, at the start or end of its combatant's turn, or after rounds. */
export type ReminderTrigger = 'damage' | 'startTurn' | 'endTurn' | 'timed';

/** What happens once it has spoken: the GM is asked to keep or remove it, or it removes itself. */
export type ReminderAction = 'notify' | 'remove';

export interface Reminder {
  title: string;
  trigger: ReminderTrigger;
  action: ReminderAction;
  /** Text shown when it fires; `[name]` placeholders are filled from selectedVars. */
  notify?: string;
  color?: string;
  /** Timed reminders: rounds left, counted down at the start of the combatant's turns. */
  rounds?: number;
  selectedVars?: Record<string, string>;
}

/** The three premade reminders, with the key each is stored under. */
export const PREMADE_REMINDERS: Record<'concentrating' | 'reaction' | 'surprised', Reminder> = {
  concentrating: {
    title: 'Concentrating',
    trigger: 'damage',
    action: 'notify',
    notify: 'Make a constitution saving throw to keep concentrating.',
  },
  reaction: { title: 'Reaction used', trigger: 'startTurn', action: 'remove' },
  surprised: { title: 'Is surprised', trigger: 'startTurn', action: 'remove' },
};

/** The colours a reminder's toast can take: Mantine's palette names, readable in both themes. */
export const REMINDER_COLOURS = ['blue', 'teal', 'green', 'yellow', 'orange', 'red', 'grape', 'gray'] as const;
export type ReminderColour = (typeof REMINDER_COLOURS)[number];

/** The most rounds a timed reminder may wait, as for conditions. */
export const MAX_REMINDER_ROUNDS = 100;

/** The bracketed words of a text that name no variable (the spec's variable_check). */
export function undefinedVariables(text: string, names: readonly string[]): string[] {
  const known = new Set(names);
  return [...text.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1] ?? '').filter((name) => !known.has(name));
}

/** Fills `[variable]` placeholders with their values; an unknown one stays as written. */
export function reminderText(reminder: Reminder): string {
  const text = reminder.notify ?? reminder.title;
  return text.replace(/\[([^\]]+)\]/g, (whole, name: string) => reminder.selectedVars?.[name] ?? whole);
}

/** Fallback texts the runner shows when a reminder has no text of its own (combat.md §8). */
export const KEEP_REMINDER_QUESTION = 'Keep reminder?';
export const REMINDER_REMOVED = 'Reminder removed';
