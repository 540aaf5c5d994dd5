import type { EncounterEntity } from '../encounter/entity.ts';
import { concentrationSaveDc, isConcentrationReminder } from './concentration.ts';
import { type Reminder, type ReminderTrigger, reminderText } from './reminder.ts';

/** A reminder that spoke up. When `removed` is false the GM chooses Keep reminder or Remove. */
export interface FiredReminder {
  entityKey: string;
  entityName: string;
  reminderKey: string;
  title: string;
  text: string;
  color?: string;
  removed: boolean;
  /** A concentration reminder fired by damage: the damage taken and the Constitution save's DC. */
  concentration?: { damage: number; dc: number };
}

function fire(entity: EncounterEntity, due: (reminder: Reminder) => Reminder | 'fire' | 'keep', damageTaken?: number) {
  const fired: FiredReminder[] = [];
  const reminders: Record<string, Reminder> = {};
  let changed = false;
  for (const [key, reminder] of Object.entries(entity.reminders)) {
    const verdict = due(reminder);
    if (verdict === 'keep') {
      reminders[key] = reminder;
      continue;
    }
    if (verdict !== 'fire') {
      changed = true;
      reminders[key] = verdict;
      continue;
    }
    const removed = reminder.action === 'remove';
    fired.push({
      entityKey: entity.key,
      entityName: entity.name,
      reminderKey: key,
      title: reminder.title,
      text: reminderText(reminder),
      color: reminder.color,
      removed,
      ...(damageTaken !== undefined && isConcentrationReminder(key, reminder)
        ? { concentration: { damage: damageTaken, dc: concentrationSaveDc(damageTaken) } }
        : {}),
    });
    if (removed) changed = true;
    else reminders[key] = reminder.trigger === 'timed' ? { ...reminder, rounds: 0 } : reminder;
  }
  return { entity: changed || fired.length ? { ...entity, reminders } : entity, fired };
}

/**
 * Reminders with the given trigger fire; those whose action is remove go away once announced. Damage
 * passes the damage taken, so a concentration reminder says its save's DC.
 */
export function fireReminders(
  entity: EncounterEntity,
  trigger: Exclude<ReminderTrigger, 'timed'>,
  damageTaken?: number,
) {
  return fire(entity, (reminder) => (reminder.trigger === trigger ? 'fire' : 'keep'), damageTaken);
}

/**
 * At the start of the combatant's turn timed reminders lose a round; one with a round or less left
 * fires (and goes, if its action is remove).
 */
export function countDownReminders(entity: EncounterEntity) {
  return fire(entity, (reminder) => {
    if (reminder.trigger !== 'timed' || reminder.rounds === undefined || reminder.rounds <= 0) return 'keep';
    return reminder.rounds <= 1 ? 'fire' : { ...reminder, rounds: reminder.rounds - 1 };
  });
}
