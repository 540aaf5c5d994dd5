import { Alert, Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AccountOverview } from '@skald/contract/account';
import {
  IconBackpack,
  IconBell,
  IconFileImport,
  IconFlame,
  IconMap,
  IconSkull,
  IconSparkles,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType, CSSProperties } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { useAccountData } from '../../lib/user-settings.tsx';

interface ContentArea {
  to: string;
  label: string;
  /** The overview's count shown on this area's card. */
  count?: keyof AccountOverview['counts'];
  icon: ComponentType<{ size?: number; stroke?: number; style?: CSSProperties }>;
}

const areas: ContentArea[] = [
  { to: '/content/campaigns', label: 'Campaigns', count: 'campaigns', icon: IconMap },
  { to: '/content/players', label: 'Players', count: 'players', icon: IconUsers },
  { to: '/content/npcs', label: 'NPCs', count: 'npcs', icon: IconSkull },
  { to: '/content/spells', label: 'Spells', count: 'spells', icon: IconFlame },
  { to: '/content/reminders', label: 'Reminders', count: 'reminders', icon: IconBell },
  { to: '/content/items', label: 'Items', count: 'items', icon: IconBackpack },
  { to: '/content/characters', label: 'Characters', count: 'characters', icon: IconUser },
  { to: '/content/import', label: 'Import', icon: IconFileImport },
];

function AreaCard({ area, overview }: { area: ContentArea; overview: AccountOverview | null }) {
  const count = area.count && overview ? overview.counts[area.count] : undefined;
  return (
    <Card component={Link} to={area.to} withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{area.label}</Text>
          {count !== undefined && (
            <Text fz={28} fw={700} lh={1.1} data-testid={`count-${area.count}`}>
              {count}
            </Text>
          )}
          {area.count === 'campaigns' && overview && (
            <Text fz="sm" c="dimmed">
              {overview.counts.encounters} {overview.counts.encounters === 1 ? 'encounter' : 'encounters'}
            </Text>
          )}
        </Stack>
        <area.icon size={26} stroke={1.5} style={{ flexShrink: 0 }} />
      </Group>
    </Card>
  );
}

/**
 * /content: where sign-in lands. A small overview of what the user keeps in Skald, with the way into
 * each area; the counts come from the overview loaded at sign-in and are simply left out if it failed.
 */
export function ContentOverviewPage() {
  const { user } = useSession();
  const { overview } = useAccountData();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>My content</Title>
          <Text c="dimmed">
            {user?.username ? `Signed in as ${user.username}.` : `Signed in as ${user?.email ?? ''}.`} Everything you
            keep for your games.
          </Text>
        </Stack>
        {user && !user.username && (
          <Alert variant="light" color="blue" title="Choose a username">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">Players find your campaigns and follow your live initiative by your username.</Text>
              <Button component={Link} to="/set-username?redirect=%2Fcontent" size="xs" variant="light">
                Choose a username
              </Button>
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          {areas.map((area) => (
            <AreaCard key={area.to} area={area} overview={overview} />
          ))}
        </SimpleGrid>
        <Group gap="xs" c="dimmed" fz="sm">
          <IconSparkles size={16} aria-hidden="true" />
          <Text fz="sm" c="dimmed">
            {overview
              ? `${overview.ai_credits} AI credits left.`
              : 'AI credits show here once your account has loaded.'}{' '}
            <Anchor component={Link} to="/content/settings" fz="sm" underline="always">
              Settings
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </Container>
  );
}
