import { CommandError } from '../encounter/command-error.ts';
import type { EncounterEntity } from '../encounter/entity.ts';
import type { Reminder } from './reminder.ts';

/** Adds a reminder, or replaces the one under the same key (an update, or a timer set anew). */
export function setReminder(entity: EncounterEntity, reminderKey: string, reminder: Reminder): EncounterEntity {
  const title = reminder.title.trim();
  if (!title) throw new CommandError('A reminder needs a title');
  const rounds =
    reminder.trigger === 'timed'
      ? Math.max(1, Math.floor(Number.isFinite(reminder.rounds) ? (reminder.rounds as number) : 1))
      : undefined;
  const stored: Reminder = { ...reminder, title, ...(rounds === undefined ? {} : { rounds }) };
  return { ...entity, reminders: { ...entity.reminders, [reminderKey]: stored } };
}

export function removeReminder(entity: EncounterEntity, reminderKey: string): EncounterEntity {
  if (!(reminderKey in entity.reminders)) return entity;
  const { [reminderKey]: _removed, ...reminders } = entity.reminders;
  return { ...entity, reminders };
}
