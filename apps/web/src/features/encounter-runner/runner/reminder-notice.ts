import { KEEP_REMINDER_QUESTION, REMINDER_REMOVED } from '@skald/rules/combat/reminder';
import type { EncounterEvent } from '@skald/rules/encounter/events';

/**
 * The words under a reminder's title: a concentration save's DC first when damage fired it, then its
 * text, then whether it went. One without a text of its own says combat.md's fallbacks instead of its
 * title again.
 */
export function reminderNoticeText(event: Extract<EncounterEvent, { type: 'reminder' }>): string {
  const save = event.concentration
    ? `DC ${event.concentration.dc} Constitution save (${event.concentration.damage} damage taken). `
    : '';
  return `${save}${ownWords(event)}`;
}

function ownWords(event: Extract<EncounterEvent, { type: 'reminder' }>): string {
  const ownText = event.text !== event.title;
  if (event.removed) return ownText ? `${event.text} (${REMINDER_REMOVED})` : REMINDER_REMOVED;
  return ownText ? event.text : KEEP_REMINDER_QUESTION;
}
