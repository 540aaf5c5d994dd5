import { Button, Group, Text } from '@mantine/core';
import { type NotificationData, notifications } from '@mantine/notifications';
import type { EncounterEvent } from '@skald/rules/encounter/events';
import { notifyNegative } from '../../../lib/notify.ts';
import type { SessionResult } from '../session/encounter-session.ts';
import { showHitPointNotice } from './hit-point-notices.ts';
import { reminderNoticeText } from './reminder-notice.ts';

/** A reminder waits for the GM: Keep reminder, or Remove (which is its own command, and undoable). */
function announceReminder(event: Extract<EncounterEvent, { type: 'reminder' }>, remove: () => void): void {
  const id = `reminder-${event.entityKey}-${event.reminderKey}-${Date.now()}`;
  notifications.show({
    id,
    title: `${event.entityName}: ${event.title}`,
    autoClose: false,
    color: event.color ?? 'blue',
    closeButtonProps: { 'aria-label': 'Dismiss reminder' },
    message: event.removed ? (
      <Text size="sm">{reminderNoticeText(event)}</Text>
    ) : (
      <>
        <Text size="sm">{reminderNoticeText(event)}</Text>
        <Group gap="xs" mt="xs">
          <Button size="compact-xs" variant="light" onClick={() => notifications.hide(id)}>
            Keep reminder
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            onClick={() => {
              remove();
              notifications.hide(id);
            }}
          >
            Remove
          </Button>
        </Group>
      </>
    ),
  });
}

/** A passing notice, closable by a button that says what it does. */
function notice(options: NotificationData): void {
  notifications.show({ ...options, closeButtonProps: { 'aria-label': 'Close notification' } });
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
      notice({ message: `${event.name} died`, color: 'gray', autoClose: 3000 });
      return;
    case 'transformation-ended':
      notice({ message: `${event.name} is back in their own form`, autoClose: 3000 });
      return;
    case 'condition-ended':
      notice({ message: `${event.name} is no longer ${event.condition}`, autoClose: 3000 });
      return;
    case 'recharged':
      notice({ message: `${event.name}'s ${event.ability} recharged`, color: 'violet', autoClose: 3000 });
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
    notifyNegative(result.error);
    return;
  }
  for (const event of result.events) announceOne(event, removeReminder);
}
