import { KEEP_REMINDER_QUESTION, REMINDER_REMOVED } from '@skald/rules/combat/reminder';
import type { EncounterEvent } from '@skald/rules/encounter/events';

/**
 * The words under a reminder's title: its text, then whether it went. One without a text of its own
 * says combat.md's fallbacks instead of its title again.
 */
export function reminderNoticeText(event: Extract<EncounterEvent, { type: 'reminder' }>): string {
  const ownText = event.text !== event.title;
  if (event.removed) return ownText ? `${event.text} (${REMINDER_REMOVED})` : REMINDER_REMOVED;
  return ownText ? event.text : KEEP_REMINDER_QUESTION;
}
