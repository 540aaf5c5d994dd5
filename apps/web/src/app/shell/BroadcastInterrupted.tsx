import { Button, Group, Modal, Text } from '@mantine/core';
import { BROADCAST_MESSAGES } from '@skald/contract/live/live-messages';
import { useEffect, useState } from 'react';
import { useLiveHost } from '../../lib/live/live-host.tsx';
import { notifyNegative } from '../../lib/notify.ts';

/**
 * combat.md §4: a broadcast that ended unexpectedly (the GM's connection lost for longer than the grace)
 * shows a 'Broadcast interrupted' notice and asks whether to continue: Yes goes live again, No stops.
 */
export function BroadcastInterrupted() {
  const { broadcast, setLive } = useLiveHost();
  const { interrupted, campaignId } = broadcast;
  const [answered, setAnswered] = useState(false);
  const [busy, setBusy] = useState<'yes' | 'no' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (interrupted) notifyNegative(BROADCAST_MESSAGES.interrupted, { id: 'broadcast-interrupted' });
    else setAnswered(false);
  }, [interrupted]);

  const answer = async (live: boolean) => {
    if (!campaignId) return setAnswered(true);
    setBusy(live ? 'yes' : 'no');
    setError(null);
    try {
      await setLive(campaignId, live);
      setAnswered(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      opened={interrupted && !answered}
      onClose={() => setAnswered(true)}
      title={BROADCAST_MESSAGES.interrupted}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Text>{BROADCAST_MESSAGES.continueQuestion}</Text>
      {error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" loading={busy === 'no'} disabled={busy !== null} onClick={() => answer(false)}>
          No
        </Button>
        <Button loading={busy === 'yes'} disabled={busy !== null} onClick={() => answer(true)}>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
