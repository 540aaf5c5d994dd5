import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { OfflineRedirect } from './RouteGate.tsx';

/**
 * How browsers word a failed dynamic import (Chromium, Firefox, Safari), and how Vite words a screen
 * whose stylesheet could not be fetched before its code (screens with CSS modules load that first).
 */
function isModuleLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i.test(
    message,
  );
}

/** Shown when a page fails to load (for example a screen's code while offline) or crashes. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  // Offline, a screen whose code was never stored cannot load: that is a page that needs the network,
  // not a crash. Any other error is shown as what it is.
  const offline = !navigator.onLine && isModuleLoadFailure(error);
  if (offline && pathname !== '/') return <OfflineRedirect />;
  console.error('Route failed', error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : offline
      ? 'You are offline, and this page has not been stored on this device yet. Try again once you are online.'
      : 'Something went wrong while loading this page. Reloading usually fixes it.';
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>This page could not be shown</Title>
        <Text c="dimmed">{detail}</Text>
        <Button component="a" href="/">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
