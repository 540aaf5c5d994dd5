import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CharacterBuild } from '@skald/contract/character-builder/build-record';
import { buildStats } from '@skald/contract/character-builder/build-stats';
import { ABILITIES } from '@skald/rules/constants/abilities';
import { sentenceCase, signed } from '../../lib/labels.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Stack>
  );
}

/** The numbers the builder works out from the choices so far: they follow every change. */
export function DerivedPanel({ build }: { build: CharacterBuild }) {
  const stats = buildStats(build);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="derived-title">
      <Title order={2} size="h4" id="derived-title" mb="sm">
        Derived numbers
      </Title>
      <SimpleGrid cols={{ base: 3, md: 2 }} spacing="sm" mb="md">
        <Figure label="Max HP" value={String(stats.maxHp)} />
        <Figure label="Armor class" value={String(stats.ac)} />
        <Figure label="Proficiency bonus" value={signed(stats.proficiencyBonus)} />
        <Figure label="Initiative" value={signed(stats.initiative)} />
        <Figure label="Speed" value={`${stats.speed} ft.`} />
        <Figure label="Hit die" value={`d${build.hitDie}`} />
      </SimpleGrid>
      <Table withRowBorders={false} verticalSpacing={2} aria-label="Ability scores with racial bonuses">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ability</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>Modifier</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ABILITIES.map((ability) => (
            <Table.Tr key={ability}>
              <Table.Td>{sentenceCase(ability)}</Table.Td>
              <Table.Td>{stats.scores[ability]}</Table.Td>
              <Table.Td>{signed(stats.modifiers[ability])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
