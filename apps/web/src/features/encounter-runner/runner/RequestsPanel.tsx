import { Stack, Text } from '@mantine/core';

/** What players following the encounter ask the GM for; empty until there are followers to ask. */
export function RequestsPanel() {
  return (
    <Stack gap={4}>
      <Text fw={700}>Nothing has been asked yet.</Text>
      <Text size="sm" c="dimmed">
        Players following this encounter will be able to send you requests here once live broadcasting exists.
      </Text>
    </Stack>
  );
}
