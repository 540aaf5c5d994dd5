import { Anchor, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { compareInitiative } from '@skald/rules/encounter/turn-order';
import { Link } from 'react-router';
import { sentenceCase } from '../../lib/labels.ts';

/** Where the initiative panel's fight comes from, as the app found it. */
export type InitiativeSource =
  | { status: 'loading' }
  | { status: 'none'; signedIn: boolean }
  | { status: 'failed'; message: string; retry(): void }
  | { status: 'ready'; encounter: Encounter; origin: string; runLink: string };

function NoFight({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <Text size="sm">
      No encounter is running in this browser. Run one from a{' '}
      <Anchor component={Link} to="/content/campaigns" underline="always">
        campaign
      </Anchor>{' '}
      and its turn order shows here; go live with it and it shows here on any device.
    </Text>
  ) : (
    <Text size="sm">
      No fight yet. Build one in the{' '}
      <Anchor component={Link} to="/demo" underline="always">
        demo encounter
      </Anchor>{' '}
      and run it: its turn order shows here, kept in this browser.
    </Text>
  );
}

/** The turn order of the fight being run: initiative, hit points, armor class and conditions. */
export function InitiativePanel({ source }: { source: InitiativeSource }) {
  if (source.status === 'loading') return <Loader size="sm" aria-label="Loading the fight" />;
  if (source.status === 'none') return <NoFight signedIn={source.signedIn} />;
  if (source.status === 'failed') {
    return (
      <Text size="sm" c="red" role="alert">
        {source.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={source.retry}>
          Try again
        </Button>
      </Text>
    );
  }
  const { encounter } = source;
  const order = [...encounter.entities].sort(compareInitiative);
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between">
        <Anchor component={Link} to={source.runLink} fw={600}>
          {encounter.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {encounter.finished ? 'Finished' : encounter.round === 0 ? 'Not started' : `Round ${encounter.round}`} ·{' '}
          {source.origin}
        </Text>
      </Group>
      {order.length === 0 ? (
        <Text size="sm">No combatants yet.</Text>
      ) : (
        <Table striped withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Init</Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">HP</Table.Th>
              <Table.Th scope="col">AC</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.map((entity) => {
              const current = entity.key === encounter.currentKey && !encounter.finished;
              return (
                <Table.Tr
                  key={entity.key}
                  aria-current={current || undefined}
                  fw={current ? 700 : undefined}
                  opacity={entity.active && !entity.down ? 1 : 0.6}
                >
                  <Table.Td>{entity.initiative}</Table.Td>
                  <Table.Td>
                    {current && <span className="visually-hidden">Current turn: </span>}
                    {entity.name}
                    {entity.down && ' (down)'}
                    {Object.keys(entity.conditions).map((condition) => (
                      <Badge key={condition} size="xs" variant="light" ml={4}>
                        {sentenceCase(condition)}
                      </Badge>
                    ))}
                  </Table.Td>
                  <Table.Td>
                    {entity.curHp}/{entity.maxHp}
                  </Table.Td>
                  <Table.Td>{entity.ac}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
