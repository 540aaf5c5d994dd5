import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/** The banner's height: the header drawer opens below it, so the banner never covers its title or close button. */
export const OFFLINE_BANNER_HEIGHT = 36;

/**
 * Tells the user the connection is gone; only pages marked offline-capable open until it returns. It stays
 * just under the header while the page scrolls (never over the header's buttons).
 */
export function OfflineBanner() {
  return (
    <Group
      role="status"
      gap="xs"
      justify="center"
      h={OFFLINE_BANNER_HEIGHT}
      px="md"
      bg="yellow.3"
      c="dark.9"
      wrap="nowrap"
      style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 150 }}
    >
      <IconWifiOff size={18} aria-hidden="true" />
      <Text fw={600} fz="sm">
        No internet connection
      </Text>
    </Group>
  );
}
