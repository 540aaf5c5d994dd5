import { Anchor, Avatar, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SyncedCharacter } from '@skald/contract/library/synced-character';
import { ABILITIES } from '@skald/rules/constants/abilities';
import { IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { nameInitial } from '../../lib/labels.ts';
import { figure } from './sync-labels.ts';

const ABBREVIATIONS = ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'] as const;

/** One figure of the sheet: its label above its value. */
function Figure({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" title={title}>
        {label}
      </Text>
      <Text component="dd" fw={600} m={0}>
        {value}
      </Text>
    </div>
  );
}

/** One character of the extension: its sheet as clamped, then what `children` offer (import, link, sync). */
export function CharacterCard({ character, children }: { character: SyncedCharacter; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={character.avatar || null} alt="" size="lg" radius="md" color="grape">
            {nameInitial(character.character_name)}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Title order={3} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {character.character_name}
            </Title>
            <Anchor href={character.url} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <span>{character.source ? `Sheet on ${character.source}` : 'Open the sheet'}</span>
                <IconExternalLink size={14} aria-hidden />
                <span className="visually-hidden">(opens in a new tab)</span>
              </Group>
            </Anchor>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 3, xs: 6 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
          <Figure label="Level" value={figure(character.level)} />
          <Figure label="XP" value={figure(character.experience)} title="Experience" />
          <Figure label="AC" value={figure(character.ac)} title="Armor class" />
          <Figure label="Max HP" value={figure(character.maxHp)} />
          <Figure label="Speed" value={figure(character.speed)} />
          <Figure label="Init." value={figure(character.initiative, true)} title="Initiative" />
          {ABILITIES.map((ability, index) => (
            <Figure
              key={ability}
              label={ABBREVIATIONS[index] ?? ability}
              value={figure(character[ability])}
              title={ability}
            />
          ))}
        </SimpleGrid>
        <Divider />
        {children}
      </Stack>
    </Paper>
  );
}
