import { Button, Group, Modal, Text } from '@mantine/core';

/** Asks before a library row is deleted; deleting cannot be undone. */
export function ConfirmDelete({
  name,
  opened,
  busy,
  onCancel,
  onConfirm,
}: {
  name: string;
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={`Delete ${name}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="lg">This cannot be undone.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
