import { Alert, Avatar, Badge, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { playerControlRoutes } from '@skald/contract/library/player-control';
import { Link } from 'react-router';
import { useRouteQuery } from '../../lib/api/route-queries.ts';
import { nameInitial } from '../../lib/labels.ts';

/** The players game masters gave this user control of (content.md §4), marked and read-only. */
export function ControlledCharacters() {
  const controlled = useRouteQuery(playerControlRoutes.listControlled, {});
  const rows = controlled.data?.results;
  return (
    <Stack gap="sm" component="section" aria-labelledby="controlled-title" maw={960}>
      <Title order={2} size="h3" id="controlled-title">
        Given to you
      </Title>
      {controlled.isError ? (
        <Alert color="red" role="alert">
          {controlled.error.message}
        </Alert>
      ) : !rows ? (
        <Skeleton height={36} aria-label="Loading the characters given to you" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">When a game master gives you control of a player, it shows here.</Text>
      ) : (
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Game master</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={row.storage_avatar || row.avatar || null} alt="" size="sm" radius="xl">
                      {nameInitial(row.character_name)}
                    </Avatar>
                    <Stack gap={2} align="flex-start">
                      <Text
                        component={Link}
                        to={`/content/characters/${row.id}?controlled`}
                        fw={600}
                        c="var(--mantine-color-anchor)"
                      >
                        {row.character_name}
                      </Text>
                      <Badge variant="outline" size="xs">
                        Controlled
                      </Badge>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>{row.owner ?? 'A game master'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
