import { Badge, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { campaignRoutes } from '@skald/contract/library/campaign-record';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../components/library/LoadFailure.tsx';
import { useRouteQuery } from '../../lib/api/route-queries.ts';
import { ADVANCEMENT_LABELS } from './advancement-label.ts';
import { CampaignOverview } from './CampaignOverview.tsx';
import { EncountersTab } from './EncountersTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { InventoryTab } from './InventoryTab.tsx';
import { NotesTab } from './NotesTab.tsx';
import { PartyTab } from './PartyTab.tsx';
import { ShareTab } from './ShareTab.tsx';
import { SoundboardTab } from './SoundboardTab.tsx';

/**
 * /content/campaigns/{campid}: a campaign's overview (its general fields to edit on request), party, encounters, inventory, notes, live
 * sharing and soundboard, a tab each; `compendium` (composed by the app, as features never import each other) is the
 * compendium search, a tab of its own at the table.
 */
export function CampaignPage({ compendium }: { compendium?: ReactNode }) {
  const { campid = '' } = useParams();
  const stored = useRouteQuery(campaignRoutes.read, { params: { id: campid } });
  const campaign = stored.data;
  const [tab, setTab] = useState<string | null>('general');
  // The General tab opens on the campaign's overview; its edit form is the GM's choice.
  const [editing, setEditing] = useState(false);

  if (stored.isError) {
    return (
      <Container size="md" py="lg">
        <LoadFailure title="This campaign could not be opened">
          {stored.error.message} <Link to="/content/campaigns">Back to your campaigns</Link>
        </LoadFailure>
      </Container>
    );
  }
  if (!campaign) {
    return (
      <Container size="md" py="lg">
        <Stack gap="sm" aria-busy="true" aria-label="Loading the campaign">
          <Skeleton height={36} width="60%" />
          <Skeleton height={200} />
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Text component={Link} to="/content/campaigns" size="sm" c="var(--mantine-color-anchor)">
            ← Campaigns
          </Text>
          <Group gap="sm" align="center">
            <Title order={1}>{campaign.name}</Title>
            {campaign.private && (
              <Badge variant="light" color="gray">
                Private
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {campaign.player_count} {campaign.player_count === 1 ? 'player' : 'players'} ·{' '}
            {ADVANCEMENT_LABELS[campaign.advancement]} advancement
          </Text>
        </Stack>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="general">General</Tabs.Tab>
            <Tabs.Tab value="party">Players</Tabs.Tab>
            <Tabs.Tab value="encounters">Encounters</Tabs.Tab>
            <Tabs.Tab value="inventory">Inventory</Tabs.Tab>
            <Tabs.Tab value="notes">Notes</Tabs.Tab>
            <Tabs.Tab value="share">Share</Tabs.Tab>
            <Tabs.Tab value="soundboard">Soundboard</Tabs.Tab>
            {compendium && <Tabs.Tab value="compendium">Compendium</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="general" pt="md">
            {editing ? (
              <GeneralTab campaign={campaign} onDone={() => setEditing(false)} />
            ) : (
              <CampaignOverview campaign={campaign} onEdit={() => setEditing(true)} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="party" pt="md">
            <PartyTab campaign={campaign} />
          </Tabs.Panel>
          <Tabs.Panel value="encounters" pt="md">
            <EncountersTab campaignId={campaign.id} />
          </Tabs.Panel>
          <Tabs.Panel value="inventory" pt="md">
            <InventoryTab campaign={campaign} />
          </Tabs.Panel>
          <Tabs.Panel value="notes" pt="md">
            <NotesTab campaignId={campaign.id} />
          </Tabs.Panel>
          <Tabs.Panel value="share" pt="md">
            <ShareTab
              campaign={campaign}
              onOpenGeneral={() => {
                setTab('general');
                setEditing(true);
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="soundboard" pt="md">
            <SoundboardTab />
          </Tabs.Panel>
          {compendium && (
            <Tabs.Panel value="compendium" pt="md">
              {compendium}
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    </Container>
  );
}
