import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconBroadcast, IconBroadcastOff } from '@tabler/icons-react';
import { useState } from 'react';
import { type LiveHost, useLiveHost } from '../../../lib/live/live-host.tsx';

/** What followers see while this campaign is live, in a few words. */
export function followerWords(here: boolean, connected: boolean, elsewhere = true): string {
  if (!connected) return 'Live paused: you are offline, followers keep the last view until you reconnect';
  if (here) return 'Live: followers see this encounter';
  // The server moves the broadcast on the first command here (never on opening the page): say so.
  return elsewhere
    ? 'Live: followers see another encounter until your first command here'
    : 'Live: followers see no encounter until your first command here';
}

type LiveBadgeProps = { campaignId: string; encounterId: string };

/** On a saved encounter's run page: the 'Live' badge of the GM's own broadcast (nothing while not live). */
export function LiveBadge(props: LiveBadgeProps) {
  const { broadcast, connected, setEncounter } = useLiveHost();
  return <LiveBadgeView {...props} broadcast={broadcast} connected={connected} setEncounter={setEncounter} />;
}

/**
 * While this campaign is live, a 'Live' badge says what followers see. Opening the page moves nothing:
 * a prepared ambush stays hidden until the GM's first command here moves the broadcast (on the server) or
 * the GM presses 'Show to followers'.
 */
export function LiveBadgeView({
  campaignId,
  encounterId,
  broadcast,
  connected,
  setEncounter,
}: LiveBadgeProps & Pick<LiveHost, 'broadcast' | 'connected' | 'setEncounter'>) {
  const liveHere = broadcast.live && broadcast.campaignId === campaignId;
  const watching = liveHere && broadcast.encounterId === encounterId;
  const [error, setError] = useState<string | null>(null);

  const show = () => {
    setError(null);
    setEncounter(encounterId).catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );
  };

  if (!liveHere) return null;
  const words = followerWords(watching, connected, broadcast.encounterId !== null);
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={error ?? words} withArrow>
        {/* Lit only while connected: offline, followers see a view that no longer moves. */}
        <Badge
          role="status"
          aria-label={error ? `Live: ${error}` : words}
          color={!connected ? 'gray' : error ? 'orange' : 'red'}
          variant={connected ? 'filled' : 'outline'}
          size="lg"
          leftSection={connected ? <IconBroadcast size={14} aria-hidden /> : <IconBroadcastOff size={14} aria-hidden />}
        >
          {connected ? 'Live' : 'Paused'}
        </Badge>
      </Tooltip>
      {!watching && (
        <Button size="compact-sm" variant="light" color="red" onClick={show} title="Followers see this encounter now">
          Show to followers
        </Button>
      )}
    </Group>
  );
}
