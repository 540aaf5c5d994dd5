import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FOLLOW_HANDOVER_KEY } from '../../lib/follow-handover-key.ts';

/** How long after handing an address over the app takes a second visit as a loop rather than a new link. */
const LOOP_WINDOW_MS = 10_000;

/** Whether this address was handed over a moment ago, which means the page came back as the app again. */
function handedOverJustNow(target: string, now: number): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(FOLLOW_HANDOVER_KEY) ?? 'null') as {
      target?: string;
      at?: number;
    } | null;
    return last?.target === target && typeof last.at === 'number' && now - last.at < LOOP_WINDOW_MS;
  } catch {
    return false;
  }
}

function remember(target: string, now: number): void {
  try {
    sessionStorage.setItem(FOLLOW_HANDOVER_KEY, JSON.stringify({ target, at: now }));
  } catch {
    // Storage can be blocked; the handover still happens.
  }
}

/**
 * /user/{userid} and /user/{userid}/{campid} are a page of their own (follow.html, small, without the
 * app): a link inside the app loads it in full. Should the app come back (an older service worker still
 * answers for it), it says how to get the new one instead of reloading forever.
 */
export function FollowPageHandover() {
  const { pathname, search } = useLocation();
  const target = `${pathname}${search}`;
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    const now = Date.now();
    if (handedOverJustNow(target, now)) {
      setStuck(true);
      return;
    }
    remember(target, now);
    window.location.replace(target);
  }, [target]);

  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={420}>
        {stuck ? (
          <>
            <Text ta="center">
              The live initiative opens once this browser has Skald’s new version: close every Skald tab, then open this
              link again.
            </Text>
            <Anchor href={target}>Open the live initiative</Anchor>
          </>
        ) : (
          <>
            <Loader aria-hidden="true" />
            <Text role="status">Opening the live initiative…</Text>
          </>
        )}
      </Stack>
    </Center>
  );
}
