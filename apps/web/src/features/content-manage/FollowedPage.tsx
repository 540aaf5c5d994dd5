import { Alert, Anchor, Container, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { followedCampaignsRoute } from '@skald/contract/library/followed-routes';
import { titleCase } from '@skald/contract/library/library-limits';
import { Link } from 'react-router';
import { useRouteQuery } from '../../lib/api/route-queries.ts';

/** /content/followed: the campaigns the user follows, each a way to its game master's live initiative. */
export function FollowedPage() {
  const { data, error, isPending } = useRouteQuery(followedCampaignsRoute, {});
  const campaigns = data?.campaigns ?? [];
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Followed campaigns</Title>
          <Text c="dimmed">Other game masters' campaigns whose live initiative you follow.</Text>
        </Stack>
        {error && (
          <Alert variant="light" color="red" title="The campaigns you follow could not be loaded">
            <Text fz="sm">{error.message}</Text>
          </Alert>
        )}
        {isPending && <Skeleton height={80} aria-label="Loading" />}
        {data && campaigns.length === 0 && (
          <Text>
            You do not follow any campaigns yet. A campaign you follow from its game master's page shows up here.
          </Text>
        )}
        {campaigns.length > 0 && (
          <Table striped withTableBorder verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Campaign</Table.Th>
                <Table.Th>Game master</Table.Th>
                <Table.Th>Followed since</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaigns.map((campaign) => (
                <Table.Tr key={campaign.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/user/${campaign.ownerId}/${campaign.id}`} fw={600}>
                      {titleCase(campaign.name)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{campaign.owner ?? 'No username yet'}</Table.Td>
                  <Table.Td>
                    {new Date(campaign.followed).toLocaleDateString(undefined, { dateStyle: 'medium' })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
