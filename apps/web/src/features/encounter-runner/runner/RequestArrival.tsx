import { Button, Group, Text } from '@mantine/core';
import type { EncounterRequest } from '@skald/contract/live/broadcast-routes';
import { type CSSProperties, useState } from 'react';
import { listInWords } from '../../../lib/labels.ts';
import { requestWords } from './RequestCard.tsx';
import classes from './RunnerNotices.module.css';
import type { RequestsSource } from './requests-source.ts';
import { useWaitingRequests } from './use-waiting-requests.ts';

const VIOLET_EDGE = { '--notice-edge': 'var(--mantine-color-violet-filled)' } as CSSProperties;

/** "Aria Vance asks for 7 fire damage on Orc and Town guard". */
export function arrivalWords(request: EncounterRequest): string {
  const on = listInWords(request.targets.map((target) => target.name));
  return `${request.playerName} asks for ${requestWords(request)}${on ? ` on ${on}` : ''}`;
}

/**
 * A player's request the GM has not looked at yet, where the runner's notices go (below the log, or with
 * the phone's quick bar): its words, read out at once to screen readers, and Open requests. It stays until
 * the GM opens the requests or dismisses it; a request that arrives later brings it back.
 */
export function RequestArrival({ source, onOpen }: { source: RequestsSource; onOpen(): void }) {
  const waiting = useWaitingRequests(source.campaignId, source.encounterId).data?.requests;
  return <RequestArrivalView encounterId={source.encounterId} waiting={waiting ?? []} onOpen={onOpen} />;
}

/**
 * The requests the GM has looked at, per encounter, for as long as the tab lives: the notice moves between
 * the side and the phone's footer when the screen turns, and must not bring back what was seen.
 */
const seenIn = new Map<string, ReadonlySet<string>>();

export function RequestArrivalView({
  encounterId,
  waiting,
  onOpen,
}: {
  encounterId: string;
  waiting: readonly EncounterRequest[];
  onOpen(): void;
}) {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => seenIn.get(encounterId) ?? new Set());
  const unseen = waiting.filter((request) => !seen.has(request.id));
  const newest = unseen.at(-1);
  if (!newest) return null;
  const markSeen = () => {
    const next = new Set([...seen, ...waiting.map((request) => request.id)]);
    seenIn.set(encounterId, next);
    setSeen(next);
  };
  const more = unseen.length - 1;
  return (
    <section className={classes.notice} style={VIOLET_EDGE} aria-label="New request">
      <div role="alert">
        <Text size="sm" fw={700}>
          {unseen.length > 1 ? `${unseen.length} new requests` : 'New request'}
        </Text>
        <Text size="sm">
          {arrivalWords(newest)}
          {more > 0 ? ` (and ${more} more)` : ''}
        </Text>
      </div>
      <Group gap="xs" mt="xs">
        <Button
          size="compact-xs"
          variant="filled"
          color="violet"
          onClick={() => {
            markSeen();
            onOpen();
          }}
        >
          Open requests
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={markSeen} aria-label="Dismiss the new request notice">
          Dismiss
        </Button>
      </Group>
    </section>
  );
}
