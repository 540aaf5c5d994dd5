import { Button, Stack, Text } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useState } from 'react';
import { type SharedRollInput, shareRoll } from '../../lib/live/broadcast-calls.ts';
import { useLiveHost } from '../../lib/live/live-host.tsx';
import { notifyPositive } from '../../lib/notify.ts';

/**
 * Shows the last roll to the followers of the live broadcast (a 3-second toast on their page). Disabled,
 * with the reason, when nothing is live or nothing was rolled yet.
 */
export function ShareRollButton({ roll }: { roll: SharedRollInput | null }) {
  const { broadcast } = useLiveHost();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reason = !broadcast.live
    ? 'Go live with a campaign to share rolls with your players.'
    : !roll
      ? 'Roll first, then share the result.'
      : null;

  const share = async () => {
    if (!roll) return;
    setBusy(true);
    setError(null);
    try {
      await shareRoll(roll);
      notifyPositive(`Shared ${roll.expression}: ${roll.total}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <Button
        variant="light"
        leftSection={<IconBroadcast size={16} aria-hidden />}
        disabled={reason !== null}
        loading={busy}
        onClick={share}
        aria-describedby={reason ? 'share-roll-reason' : undefined}
      >
        Share with players
      </Button>
      {(reason || error) && (
        <Text id="share-roll-reason" size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? reason}
        </Text>
      )}
    </Stack>
  );
}
