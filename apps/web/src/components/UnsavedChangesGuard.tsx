import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';

/**
 * Asks before a link or the back button leaves a form with unsaved changes: Stay keeps them, Leave
 * without saving drops them. Reading `dirty` at the moment of leaving, a save just made lets it go.
 */
export function UnsavedChangesGuard({ dirty, what }: { dirty: () => boolean; what: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && dirty(),
  );
  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="lg">Your changes to {what} are not saved.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}
