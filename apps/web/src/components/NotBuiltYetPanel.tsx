import { Stack, Text } from '@mantine/core';

/** An honest drawer panel for a tool that is planned but not built yet. */
export function NotBuiltYetPanel({ what }: { what: string }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>{what} is not built yet.</Text>
      <Text c="dimmed">It is on the way; this panel will hold it.</Text>
    </Stack>
  );
}
