import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start" gap="md">
        <Text c="dimmed" fw={700} fz="sm" tt="uppercase">
          Error 404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text fz="lg">
          There is nothing at <Code>{pathname}</Code>. The link may be old, or the address mistyped.
        </Text>
        <Group>
          <Button component={Link} to="/">
            Go to the home page
          </Button>
          <Button component={Link} to="/compendium" variant="default">
            Open the compendium
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
