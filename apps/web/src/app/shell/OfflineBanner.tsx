import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/** Tells the user the connection is gone; only pages marked offline-capable open until it returns. */
export function OfflineBanner() {
  return (
    <Group
      role="status"
      gap="xs"
      justify="center"
      py={6}
      px="md"
      bg="yellow.3"
      c="dark.9"
      wrap="nowrap"
      style={{ position: 'sticky', top: 0, zIndex: 150 }}
    >
      <IconWifiOff size={18} aria-hidden="true" />
      <Text fw={600} fz="sm">
        No internet connection
      </Text>
    </Group>
  );
}
