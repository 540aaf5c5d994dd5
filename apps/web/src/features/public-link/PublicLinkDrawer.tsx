import { Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { campaignRoutes } from '@skald/contract/library/campaign-record';
import { Link } from 'react-router';
import { BroadcastSwitch } from '../../components/live/BroadcastSwitch.tsx';
import { FollowLink } from '../../components/live/FollowLink.tsx';
import { useRouteQuery } from '../../lib/api/route-queries.ts';
import { followLinks } from '../../lib/live/broadcast-calls.ts';
import { useLiveHost } from '../../lib/live/live-host.tsx';

/** The live campaign: its name, its switch and its follow link. */
function LiveCampaign({ campaignId, userId }: { campaignId: string; userId: string }) {
  const campaign = useRouteQuery(campaignRoutes.read, { params: { id: campaignId } }).data;
  const link = followLinks(window.location.origin, userId, campaignId).campaign ?? '';
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color="red" variant="filled">
          Live
        </Badge>
        {campaign ? (
          <Anchor component={Link} to={`/content/campaigns/${campaignId}`} fw={600}>
            {campaign.name}
          </Anchor>
        ) : (
          <Skeleton height={20} width={160} />
        )}
      </Group>
      {campaign && <BroadcastSwitch campaign={campaign} />}
      <FollowLink label="The live campaign's follow page" url={link} />
    </Stack>
  );
}

interface CampaignRow {
  id: string;
  name: string;
  private: boolean;
}

/** Nothing live: what a broadcast gives, and the campaigns that can start one. */
function StartBroadcast() {
  const list = useRouteQuery(campaignRoutes.list, { query: { sort: 'name' } });
  const campaigns = (list.data?.results ?? []) as unknown as CampaignRow[];
  const startable = campaigns.filter((campaign) => !campaign.private);
  const privateCount = campaigns.length - startable.length;
  return (
    <Stack gap="xs">
      <Text size="sm">
        Nothing is live. Go live with a campaign and your players follow the fight from your link: initiative, turns and
        health, as its Share tab allows.
      </Text>
      {list.isPending && <Skeleton height={60} />}
      {list.isError && (
        <Text size="sm" c="red" role="alert">
          {list.error.message}
        </Text>
      )}
      {list.data && startable.length === 0 && (
        <Text size="sm" c="dimmed">
          {campaigns.length === 0 ? (
            <>
              You have no campaign yet.{' '}
              <Anchor component={Link} to="/content/campaigns?add">
                Add a campaign
              </Anchor>
              .
            </>
          ) : (
            'Each of your campaigns is private. Make one public in its General tab to broadcast it.'
          )}
        </Text>
      )}
      {startable.map((campaign) => (
        <BroadcastSwitch key={campaign.id} campaign={campaign} label={campaign.name} compact />
      ))}
      {startable.length > 0 && privateCount > 0 && (
        <Text size="xs" c="dimmed">
          Private campaigns are left out: they cannot go live.
        </Text>
      )}
    </Stack>
  );
}

/** Public initiative link drawer (signed in): the follow links, the live campaign and its switch. */
export default function PublicLinkDrawer() {
  const { userId, broadcast } = useLiveHost();
  if (!userId) {
    return <Text size="sm">Sign in to broadcast your encounters to your players.</Text>;
  }
  const links = followLinks(window.location.origin, userId);
  const liveCampaign = broadcast.live ? broadcast.campaignId : null;
  return (
    <Stack gap="lg">
      <FollowLink
        label="Your follow page"
        url={links.user}
        description="It always shows the campaign you broadcast, and your public campaigns to follow."
      />
      <Stack gap="xs">
        <Title order={2} size="h5">
          Broadcast
        </Title>
        {liveCampaign ? <LiveCampaign campaignId={liveCampaign} userId={userId} /> : <StartBroadcast />}
      </Stack>
    </Stack>
  );
}
