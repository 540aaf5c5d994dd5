import { Badge, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudDown, IconCloudOff, IconCloudUp } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import type { ServerSession } from '../session/server-session.ts';
import type { SyncStatus } from '../session/sync-status.ts';
import { statusWords } from './sync-words.ts';

const LOOKS: Record<SyncStatus['state'], { color: string; Icon: typeof IconCloudCheck }> = {
  saved: { color: 'teal', Icon: IconCloudCheck },
  saving: { color: 'blue', Icon: IconCloudUp },
  updating: { color: 'blue', Icon: IconCloudDown },
  offline: { color: 'yellow', Icon: IconCloudOff },
  stalled: { color: 'red', Icon: IconAlertTriangle },
};

/** Whether the server holds the fight yet: 'Saved', 'Saving…', 'Updating…', 'Offline — 3 changes waiting', or why not. */
export function SyncStatusBadge({ session }: { session: ServerSession }) {
  const status = useSyncExternalStore(session.subscribeStatus, session.status);
  const words = statusWords(status);
  const { color, Icon } = LOOKS[status.state];
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge
        role="status"
        aria-label={`Encounter ${words}`}
        title={status.error ?? undefined}
        color={color}
        variant="light"
        size="lg"
        leftSection={<Icon size={16} aria-hidden />}
        style={{ textTransform: 'none' }}
      >
        {words}
      </Badge>
      {status.state === 'stalled' && (
        <Button size="compact-sm" variant="light" color="red" onClick={session.retry}>
          Try again
        </Button>
      )}
    </Group>
  );
}
