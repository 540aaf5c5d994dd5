import { Anchor, Button, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EntityVisibility } from '@skald/rules/encounter/entity-visibility';
import {
  DEFAULT_FOLLOWER_VISIBILITY,
  FOLLOWER_SIDES,
  type FollowerVisibility,
} from '@skald/rules/encounter/follower-visibility';
import { useState } from 'react';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { BroadcastSwitch } from '../../components/live/BroadcastSwitch.tsx';
import { FollowLink } from '../../components/live/FollowLink.tsx';
import { followLinks } from '../../lib/live/broadcast-calls.ts';
import { useLiveHost } from '../../lib/live/live-host.tsx';
import { notifyPositive } from '../../lib/notify.ts';
import { SideVisibility } from './SideVisibility.tsx';
import type { StoredCampaign } from './use-save-campaign.ts';
import { useSaveCampaign } from './use-save-campaign.ts';

/** Equal choices, whatever order the stored record's keys came back in. */
const sameVisibility = (one: FollowerVisibility, other: FollowerVisibility) =>
  FOLLOWER_SIDES.every((side) =>
    (Object.keys(one[side]) as (keyof EntityVisibility)[]).every((field) => one[side][field] === other[side][field]),
  );

/**
 * The campaign's Share tab: its live broadcast switch, the follow pages' links to hand to players, and
 * what followers see of each side (saved with the campaign; a combatant may override it in the runner).
 */
export function ShareTab({ campaign, onOpenGeneral }: { campaign: StoredCampaign; onOpenGeneral(): void }) {
  const { userId } = useLiveHost();
  const { save, saving, error } = useSaveCampaign(campaign);
  const stored = campaign.follower_visibility ?? DEFAULT_FOLLOWER_VISIBILITY;
  const [visibility, setVisibility] = useState<FollowerVisibility>(stored);
  const links = userId ? followLinks(window.location.origin, userId, campaign.id) : null;
  const dirty = !sameVisibility(visibility, stored);

  async function saveVisibility() {
    const saved = await save({ follower_visibility: visibility });
    setVisibility(saved.follower_visibility);
    notifyPositive('What followers see was saved.');
  }

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Live broadcast
        </Title>
        <BroadcastSwitch
          campaign={campaign}
          privateHint={
            <Anchor component="button" type="button" size="sm" onClick={onOpenGeneral}>
              Open General
            </Anchor>
          }
        />
      </Stack>
      {links && !campaign.private && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Links for your players
          </Title>
          <FollowLink label="This campaign's follow page" url={links.campaign ?? links.user} />
          <FollowLink
            label="Your follow page"
            url={links.user}
            description="Whichever of your campaigns is live, and your public campaigns to follow."
          />
        </Stack>
      )}
      <Divider />
      <Stack gap="xs">
        <Title order={2} size="h4">
          What followers see
        </Title>
        <Text size="sm" c="dimmed">
          Per side of the fight. Obscured health shows hearts by percentage, never the hit points. You can change one
          combatant in the runner.
        </Text>
        <FormFailure message={error ? failureMessage(error) : null} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FOLLOWER_SIDES.map((side) => (
            <SideVisibility
              key={side}
              side={side}
              value={visibility[side]}
              onChange={(value) => setVisibility((before) => ({ ...before, [side]: value }))}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            disabled={sameVisibility(visibility, DEFAULT_FOLLOWER_VISIBILITY)}
            onClick={() => setVisibility(DEFAULT_FOLLOWER_VISIBILITY)}
          >
            Defaults
          </Button>
          <Button loading={saving} disabled={!dirty} onClick={() => saveVisibility().catch(() => undefined)}>
            Save visibility
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
