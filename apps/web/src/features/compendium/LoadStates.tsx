import { Alert, Button, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiError } from '../../lib/compendium/compendium-api.ts';
import { useOnline } from '../../lib/use-online.ts';
import { failedOffline, OFFLINE_PAGE_MISSING } from './offline-words.ts';

/** Shown while something loads: a few grey bars the shape of what is coming, and words for screen readers. */
export function LoadingBlock({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-live="polite" data-testid="loading">
      <Group gap="xs">
        <Loader size="xs" aria-hidden="true" />
        <Text c="dimmed" fz="sm">
          {label}
        </Text>
      </Group>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * A failed load, in words, with a way to try again; offline, what was never fetched on this device says so
 * and waits for the connection, which loads it by itself.
 */
export function ErrorBlock({ error, title, onRetry }: { error: ApiError; title: string; onRetry(): void }) {
  const offline = failedOffline(error, useOnline());
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={title}
      role="alert"
      data-testid="load-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{offline ? OFFLINE_PAGE_MISSING : error.message}</Text>
        {!offline && (
          <Button size="xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Nothing to show: what was looked for, and a way out. */
export function EmptyBlock({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="flex-start" gap="xs" py="md" data-testid="empty">
      <IconMoodEmpty size={32} stroke={1.4} aria-hidden="true" color="var(--mantine-color-dimmed)" />
      <Text fw={600} fz="lg">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The entry a link pointed at does not exist (the API answered 404). */
export function EntryNotFound({
  what,
  name,
  backTo,
  backLabel,
}: {
  what: string;
  name: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Stack align="flex-start" gap="md" data-testid="entry-not-found">
      <Text c="dimmed" fw={700} fz="sm" tt="uppercase">
        Not found
      </Text>
      <Title order={1}>
        No {what} called “{name}”
      </Title>
      <Text>The link may be old, or the name mistyped. Search the list instead.</Text>
      <Button component={Link} to={backTo}>
        {backLabel}
      </Button>
    </Stack>
  );
}
