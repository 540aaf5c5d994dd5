import { Alert, Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { type ContentOverview, contentOverviewRoute } from '@skald/contract/library/tier-routes';
import { IconAlertTriangle, IconFileImport, IconSparkles, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LIBRARY_KINDS, type LibraryKind, overLimitText } from '../../components/library/content-kinds.ts';
import { useRouteQuery } from '../../lib/api/route-queries.ts';
import { useSession } from '../../lib/session.tsx';

function KindCard({ entry, overview }: { entry: LibraryKind; overview: ContentOverview | undefined }) {
  const over = overview?.over.includes(entry.kind) ?? false;
  const limit = overview?.tier.benefits[entry.kind];
  return (
    <Card
      component={Link}
      to={entry.to}
      withBorder
      radius="md"
      padding="md"
      style={over ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{entry.label}</Text>
          {overview && limit !== undefined && (
            <>
              <Text fz={28} fw={700} lh={1.1} data-testid={`count-${entry.kind}`}>
                {overview.counts[entry.kind]}
              </Text>
              <Text fz="sm" c={over ? 'red.8' : 'dimmed'} fw={over ? 600 : undefined}>
                {limit === null ? 'unlimited' : `of ${limit}`}
                {over && ', over the limit'}
              </Text>
            </>
          )}
        </Stack>
        <entry.icon size={26} stroke={1.5} style={{ flexShrink: 0 }} aria-hidden />
      </Group>
    </Card>
  );
}

/** A card beside the kinds for a page of the content area's own (import, moving in). */
function PageCard({
  to,
  title,
  text,
  icon: Icon,
}: {
  to: string;
  title: string;
  text: string;
  icon: LibraryKind['icon'];
}) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          <Text fz="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
        <Icon size={26} stroke={1.5} style={{ flexShrink: 0 }} aria-hidden />
      </Group>
    </Card>
  );
}

/**
 * /content: where sign-in lands. What the user keeps, counted against their tier, with the way into each
 * kind; when anything is over its limit a warning says what, since nothing new can be added until then.
 */
export function ContentOverviewPage() {
  const { user } = useSession();
  const { data: overview, error } = useRouteQuery(contentOverviewRoute, {});
  const encounterLimit = overview?.tier.benefits.encounters;
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
        {overview?.overencumbered && (
          <Alert
            role="alert"
            variant="light"
            color="red"
            title="Over your tier's limits"
            icon={<IconAlertTriangle aria-hidden />}
          >
            <Text fz="sm">
              {overLimitText(overview)} {overview.over.length === 1 ? 'is' : 'are'} over what the {overview.tier.name}{' '}
              tier allows. {LIBRARY_MESSAGES.overencumbered}
            </Text>
          </Alert>
        )}
        {error && (
          <Alert variant="light" color="red" title="Your counts could not be loaded">
            <Text fz="sm">{error.message}</Text>
          </Alert>
        )}
        {overview && (
          <Group gap="xs" justify="space-between">
            <Text>
              Your tier: <strong>{overview.tier.name}</strong>
              {typeof encounterLimit === 'number' && (
                <Text span c="dimmed" fz="sm">
                  {' '}
                  (up to {encounterLimit} encounters a campaign)
                </Text>
              )}
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/content/manage" underline="always">
                Manage content
              </Anchor>
              <Anchor component={Link} to="/pricing" underline="always">
                Compare tiers
              </Anchor>
            </Group>
          </Group>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          {LIBRARY_KINDS.map((entry) => (
            <KindCard key={entry.kind} entry={entry} overview={overview} />
          ))}
          <PageCard
            to="/content/import"
            title="Import"
            text="Bring in or save all of it as one file"
            icon={IconFileImport}
          />
          <PageCard
            to="/content/import/hk_import"
            title="Move in"
            text="From Shieldmaiden or Improved Initiative"
            icon={IconTruckDelivery}
          />
        </SimpleGrid>
        <Group gap="xs" c="dimmed" fz="sm" wrap="nowrap">
          <IconSparkles size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text fz="sm" c="dimmed">
            {overview
              ? overview.ai_credits === null
                ? 'Unlimited AI credits.'
                : `${overview.ai_credits} AI credits left.`
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
