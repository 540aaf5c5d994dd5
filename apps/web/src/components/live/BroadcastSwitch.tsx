import { Stack, Switch, Text } from '@mantine/core';
import { BROADCAST_REFUSALS } from '@skald/contract/live/broadcast-routes';
import { type ReactNode, useState } from 'react';
import { useLiveHost } from '../../lib/live/live-host.tsx';

interface BroadcastSwitchProps {
  campaign: { id: string; name: string; private: boolean };
  /** Where a private campaign is made public (a link or button to its General tab). */
  privateHint?: ReactNode;
  label?: string;
  /** In a list of campaigns: the switch and its refusals, without the explanation under it. */
  compact?: boolean;
}

/**
 * The 'Broadcast live' switch of one campaign: on starts the broadcast, off stops it. A private campaign
 * cannot go live, so its switch is off and disabled with the reason; a refused toggle says why.
 */
export function BroadcastSwitch({
  campaign,
  privateHint,
  label = 'Broadcast live',
  compact = false,
}: BroadcastSwitchProps) {
  const { broadcast, setLive } = useLiveHost();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const live = broadcast.live && broadcast.campaignId === campaign.id;
  const otherLive = broadcast.live && broadcast.campaignId !== campaign.id;

  const toggle = async (next: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await setLive(campaign.id, next);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const description =
    campaign.private || compact
      ? null
      : live
        ? "Followers see the encounter you run, as the campaign's Share tab allows."
        : otherLive
          ? 'Going live here stops the broadcast of your other campaign: one is live at a time.'
          : 'Players following your link see initiative and health as you run encounters.';

  return (
    <Stack gap={4}>
      <Switch
        label={label}
        size="md"
        checked={live}
        disabled={campaign.private || busy}
        onChange={(event) => toggle(event.currentTarget.checked)}
        description={description}
      />
      {campaign.private && (
        <Text size="sm" c="dimmed">
          {BROADCAST_REFUSALS.privateCampaign} {privateHint}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
