import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router';

export function OfflinePage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start" gap="md">
        <IconWifiOff size={40} stroke={1.4} aria-hidden="true" />
        <Title order={1}>You are offline</Title>
        <Text fz="lg">
          Skald keeps the home page, homebrew and the compendium pages and searches you have already opened available
          without a connection. Everything else comes back as soon as you are online again.
        </Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
