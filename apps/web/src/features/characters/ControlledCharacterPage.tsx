import { Alert, Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { playerControlRoutes } from '@skald/contract/library/player-control';
import { ABILITIES } from '@skald/rules/constants/abilities';
import { Link } from 'react-router';
import { useRouteQuery } from '../../lib/api/route-queries.ts';
import { sentenceCase, titleCase } from '../../lib/labels.ts';

const FIGURES = [
  ['level', 'Level'],
  ['ac', 'Armor class'],
  ['maxHp', 'Max HP'],
  ['initiative', 'Initiative'],
  ['speed', 'Speed'],
  ['spell_save_dc', 'Spell save DC'],
  ['passive_perception', 'Passive perception'],
] as const;

/** A player a game master gave this user control of: read-only, since the game master keeps it. */
export function ControlledCharacterPage({ id }: { id: string }) {
  const player = useRouteQuery(playerControlRoutes.readControlled, { params: { id } });
  if (player.isError) {
    return (
      <Container size="sm" py="lg">
        <Alert color="red" role="alert" title="This character could not be opened">
          {player.error.message}
        </Alert>
      </Container>
    );
  }
  const record = player.data;
  if (!record) return <Container size="md" py="lg" aria-busy="true" />;
  const figure = (value: number | null) => (value === null ? '—' : String(value));
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={1}>{record.character_name}</Title>
          <Badge variant="outline">Controlled</Badge>
        </Group>
        <Text c="dimmed">
          {record.owner ?? 'A game master'} keeps this character and gave you control of it; only they can change it.
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 4 }} component="dl">
          {[
            ...FIGURES.map(([field, label]) => [label, figure(record[field])] as const),
            ...ABILITIES.map((ability) => [sentenceCase(ability), figure(record[ability])] as const),
          ].map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" fw={600} m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {record.skills.length > 0 && (
          <Text>
            <Text span c="dimmed">
              Skills:{' '}
            </Text>
            {record.skills.map((skill) => titleCase(skill)).join(', ')}
          </Text>
        )}
        <Group>
          <Button variant="default" component={Link} to="/content/characters">
            Back to characters
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
