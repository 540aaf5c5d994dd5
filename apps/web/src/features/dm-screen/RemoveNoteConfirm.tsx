import { Alert, Button, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** A written note is removed only when the GM says so twice: its text goes with the panel. */
export function RemoveNoteConfirm({ title, onRemove, onKeep }: { title: string; onRemove(): void; onKeep(): void }) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <Alert color="red" variant="light" title={`Remove ${title} and its text?`}>
      <Group gap="xs" mt="xs">
        <Button color="red" size="compact-sm" onClick={onRemove}>
          Remove
        </Button>
        <Button ref={keep} variant="default" size="compact-sm" onClick={onKeep}>
          Keep
        </Button>
      </Group>
    </Alert>
  );
}
