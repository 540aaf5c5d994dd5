import type { EncounterEvent } from '@skald/rules/encounter/events';
import type { SessionResult } from '../session/encounter-session.ts';
import { conditionEndedText } from './condition-notice.ts';
import { reminderNoticeText } from './reminder-notice.ts';
import { showHitPointNotice, showRefusal, showRunnerNotice } from './runner-notices.ts';

function passing(text: string, color?: string): void {
  showRunnerNotice({ kind: 'passing', title: null, text, color });
}

/** A reminder that spoke up: one that removed itself only tells; any other waits for Keep or Remove. */
function announceReminder(event: Extract<EncounterEvent, { type: 'reminder' }>, remove: () => void): void {
  showRunnerNotice({
    kind: 'reminder',
    title: `${event.entityName}: ${event.title}`,
    text: reminderNoticeText(event),
    color: event.color ?? 'blue',
    remove: event.removed ? undefined : remove,
  });
}

function announceOne(event: EncounterEvent, removeReminder: (entityKey: string, reminderKey: string) => void): void {
  switch (event.type) {
    case 'damage-done':
      showHitPointNotice('damage', event.caption);
      return;
    case 'healing-done':
      showHitPointNotice('healing', event.caption);
      return;
    case 'died':
      passing(`${event.name} died`, 'gray');
      return;
    case 'transformation-ended':
      passing(`${event.name} is back in their own form`);
      return;
    case 'condition-ended':
      passing(conditionEndedText(event.name, event.condition));
      return;
    case 'recharged':
      passing(`${event.name}'s ${event.ability} recharged`, 'violet');
      return;
    case 'reminder':
      announceReminder(event, () => removeReminder(event.entityKey, event.reminderKey));
      return;
  }
}

/** Shows what a change brought, or why it was refused. */
export function announce(
  result: SessionResult,
  removeReminder: (entityKey: string, reminderKey: string) => void,
): void {
  if (!result.ok) {
    showRefusal(result.error);
    return;
  }
  for (const event of result.events) announceOne(event, removeReminder);
}
