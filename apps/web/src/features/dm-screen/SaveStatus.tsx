import { Badge, Button, Group, Text } from '@mantine/core';
import type { SaveState } from './use-dm-screen.ts';

/** Where the screen is kept and whether the last change got there. */
export function SaveStatus({ save, onRetry }: { save: SaveState; onRetry(): void }) {
  if (save.status === 'failed') {
    return (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red">
          Not saved: {save.message}
        </Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    );
  }
  const words = {
    browser:
      save.status === 'browser' && !save.kept ? 'Not kept: this browser refuses storage' : 'Kept in this browser',
    new: 'Saved to your account as you change it',
    saved: 'Saved to your account',
    saving: 'Saving…',
  }[save.status];
  return (
    <Badge variant="light" color={save.status === 'saving' || save.status === 'new' ? 'gray' : 'teal'} role="status">
      {words}
    </Badge>
  );
}
