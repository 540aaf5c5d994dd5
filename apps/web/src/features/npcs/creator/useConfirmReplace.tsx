import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

interface Waiting {
  /** What would fill the form, in words: "the stat block you pasted", "Goblin". */
  what: string;
  fill: () => void;
}

/**
 * Fills the creator's form at once when it holds nothing of the GM's own, and asks first when it does: a
 * paste or a copy puts other values in every field, and changes typed by hand would be lost.
 */
export function useConfirmReplace(hasChanges: () => boolean): {
  replace: (what: string, fill: () => void) => void;
  dialog: ReactNode;
} {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const replace = (what: string, fill: () => void) => {
    if (hasChanges()) setWaiting({ what, fill });
    else fill();
  };
  const dialog = (
    <Modal
      opened={waiting !== null}
      onClose={() => setWaiting(null)}
      title="Replace your changes?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="lg">
        The form has changes that are not saved. Filling it with {waiting?.what} replaces every field.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setWaiting(null)}>
          Keep my changes
        </Button>
        <Button
          color="red"
          onClick={() => {
            waiting?.fill();
            setWaiting(null);
          }}
        >
          Replace
        </Button>
      </Group>
    </Modal>
  );
  return { replace, dialog };
}
