import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLiveHost } from '../../../lib/live/live-host.tsx';

/** What followers see while this campaign is live, in a few words. */
export function followerWords(here: boolean, connected: boolean): string {
  if (!connected) return 'Live: reconnecting, followers keep the last view';
  return here ? 'Live: followers see this encounter' : 'Live: followers see another encounter';
}

/**
 * On a saved encounter's run page: while its campaign is live, the broadcast is set to this encounter as
 * the page opens (or as the campaign goes live), and a 'Live' badge says what followers see. Nothing
 * shows while the campaign is not live.
 */
export function LiveBadge({ campaignId, encounterId }: { campaignId: string; encounterId: string }) {
  const { broadcast, connected, setEncounter } = useLiveHost();
  const liveHere = broadcast.live && broadcast.campaignId === campaignId;
  const watching = liveHere && broadcast.encounterId === encounterId;
  const [error, setError] = useState<string | null>(null);
  const shownFor = useRef<string | null>(null);

  const show = () => {
    setError(null);
    setEncounter(encounterId).catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );
  };
  // Once per opening of this encounter while live: the GM may later point the broadcast elsewhere.
  const watchingRef = useRef(watching);
  watchingRef.current = watching;
  useEffect(() => {
    if (!liveHere) {
      shownFor.current = null;
      return;
    }
    if (shownFor.current === encounterId) return;
    shownFor.current = encounterId;
    if (!watchingRef.current) {
      setEncounter(encounterId).catch((failure: unknown) =>
        setError(failure instanceof Error ? failure.message : String(failure)),
      );
    }
  }, [liveHere, encounterId, setEncounter]);

  if (!liveHere) return null;
  const words = followerWords(watching, connected);
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={error ?? words} withArrow>
        <Badge
          role="status"
          aria-label={error ? `Live: ${error}` : words}
          color={connected && !error ? 'red' : 'orange'}
          variant="filled"
          size="lg"
          leftSection={<IconBroadcast size={14} aria-hidden />}
        >
          Live
        </Badge>
      </Tooltip>
      {!watching && (
        <Button size="compact-sm" variant="light" color="red" onClick={show}>
          Show this one
        </Button>
      )}
    </Group>
  );
}
