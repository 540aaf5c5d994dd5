import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { EncounterSummary } from '@skald/contract/library/encounter-record';
import { IconCopy, IconPencil, IconPlayerPlay, IconTestPipe, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './Campaign.module.css';

/** Where an encounter stands, in words. */
export function encounterStatus(encounter: Pick<EncounterSummary, 'finished' | 'round'>): string {
  if (encounter.finished) return 'Finished';
  return encounter.round > 0 ? `Round ${encounter.round}` : 'Not started';
}

interface EncounterRowProps {
  campaignId: string;
  encounter: EncounterSummary;
  busy: boolean;
  onClone(): void;
  onDelete(): void;
}

/** One encounter of the campaign: its name and state, and edit, run, test, clone and delete. */
export function EncounterRow({ campaignId, encounter, busy, onClone, onDelete }: EncounterRowProps) {
  const { id, name } = encounter;
  const combatants = `${encounter.entity_count} ${encounter.entity_count === 1 ? 'combatant' : 'combatants'}`;
  return (
    <li className={classes.entry}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} className={classes.grow}>
          <Text fw={600} component={Link} to={`/content/campaigns/${campaignId}/${id}`} className={classes.nameLink}>
            {name}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color={encounter.finished ? 'gray' : encounter.round > 0 ? 'yellow' : 'blue'}>
              {encounterStatus(encounter)}
            </Badge>
            <Text size="sm" c="dimmed">
              {combatants}
            </Text>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            component={Link}
            to={`/run-encounter/${campaignId}/${id}`}
            leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
            aria-label={`Run ${name}`}
          >
            Run
          </Button>
          <Tooltip label="Test, nothing saved">
            <ActionIcon
              variant="subtle"
              component={Link}
              to={`/test-encounter/${campaignId}/${id}`}
              aria-label={`Test ${name}`}
            >
              <IconTestPipe size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              component={Link}
              to={`/content/campaigns/${campaignId}/${id}`}
              aria-label={`Edit ${name}`}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Clone">
            <ActionIcon variant="subtle" aria-label={`Clone ${name}`} disabled={busy} onClick={onClone}>
              <IconCopy size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} disabled={busy} onClick={onDelete}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </li>
  );
}
