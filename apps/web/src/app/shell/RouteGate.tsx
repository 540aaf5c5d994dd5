import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { notifyNegative } from '../../lib/notify.ts';
import type { RouteMeta } from '../../lib/route-meta.ts';
import { useSession } from '../../lib/session.tsx';

export const OFFLINE_REDIRECT_MESSAGE = 'Page not available offline, redirected to home.';

/** Sends an offline visitor home from a page that needs the network, saying why. */
export function OfflineRedirect() {
  useEffect(() => {
    notifyNegative(OFFLINE_REDIRECT_MESSAGE, { id: 'offline-redirect', autoClose: 4000 });
  }, []);
  return <Navigate to="/" replace />;
}

function AdminOnly() {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>Administrators only</Title>
        <Text c="dimmed">This page is for Skald's administrators. Your account does not have that role.</Text>
        <Button component={Link} to="/" variant="light">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}

/** While the session is read, a private page waits here rather than sending a signed-in user to sign in. */
function CheckingSession() {
  return (
    <Center py="xl" role="status" aria-label="Checking your sign-in">
      <Loader aria-hidden="true" />
    </Center>
  );
}

/**
 * Decides whether the matched page may render: navigating offline to a page that needs the network
 * goes home instead, and signed-out visitors are sent to sign in (and back afterwards) from private
 * pages. The offline check belongs to the navigation: losing the connection while on a page keeps
 * the user there (a GM mid-fight must not be thrown out), with the offline banner showing.
 */
export function RouteGate({ meta, online, children }: { meta: RouteMeta; online: boolean; children: ReactNode }) {
  const location = useLocation();
  const { loading, user } = useSession();
  const arrival = useRef<{ key: string; offlineBlocked: boolean } | undefined>(undefined);
  if (arrival.current?.key !== location.key) {
    arrival.current = { key: location.key, offlineBlocked: !online && !meta.offline };
  }
  if (arrival.current.offlineBlocked) return <OfflineRedirect />;
  if (meta.access !== 'public' && loading) return <CheckingSession />;
  if (meta.access !== 'public' && !user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (meta.access === 'admin' && !user?.admin) return <AdminOnly />;
  return children;
}
