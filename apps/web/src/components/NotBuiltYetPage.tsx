import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { Link, useMatches } from 'react-router';
import { currentMeta } from '../lib/route-meta.ts';

/** An honest page for a screen that is planned but not built yet. */
export function NotBuiltYetPage() {
  const meta = currentMeta(useMatches());
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start" gap="md">
        <IconHammer size={40} stroke={1.4} aria-hidden="true" color="var(--mantine-color-dimmed)" />
        <Title order={1}>{meta.title ?? 'Skald'}</Title>
        <Text c="dimmed" fz="lg">
          This part of Skald is not built yet. It is on the way; nothing here is saved or shown until it is.
        </Text>
        <Button component={Link} to="/" variant="light">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
