import { Alert, Anchor, Container, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { contentOverviewRoute } from '@skald/contract/library/tier-routes';
import { Link } from 'react-router';
import { LIBRARY_KINDS, slotText } from '../../components/library/content-kinds.ts';
import { useRouteQuery } from '../../lib/api/route-queries.ts';

/** /content/manage: every kind of content with its count against the tier, each a way into its list. */
export function ManagePage() {
  const { data: overview, error } = useRouteQuery(contentOverviewRoute, {});
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Manage content</Title>
          <Text c="dimmed">
            {overview ? `Your ${overview.tier.name} tier's slots, kind by kind.` : 'Your content, kind by kind.'} Open a
            kind to search, edit or delete it.
          </Text>
        </Stack>
        {error && (
          <Alert variant="light" color="red" title="Your counts could not be loaded">
            <Text fz="sm">{error.message}</Text>
          </Alert>
        )}
        <Table striped withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Slots used</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {LIBRARY_KINDS.map((entry) => {
              const over = overview?.over.includes(entry.kind) ?? false;
              return (
                <Table.Tr key={entry.kind}>
                  <Table.Td>
                    <Anchor component={Link} to={entry.to} fw={600}>
                      {entry.label}
                    </Anchor>
                  </Table.Td>
                  <Table.Td data-testid={`slots-${entry.kind}`}>
                    {overview ? (
                      <Text span c={over ? 'red.8' : undefined} fw={over ? 600 : undefined}>
                        {slotText(overview.counts[entry.kind], overview.tier.benefits[entry.kind])}
                        {over && ', over the limit'}
                      </Text>
                    ) : error ? (
                      'Not known'
                    ) : (
                      <Skeleton height={16} width={80} aria-label="Loading" />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Text fz="sm" c="dimmed">
          Everything at once:{' '}
          <Anchor component={Link} to="/content/import" fz="sm" underline="always">
            import or export your content
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
