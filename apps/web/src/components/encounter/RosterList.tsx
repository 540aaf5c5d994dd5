import { ActionIcon, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { CHALLENGE_RATING_DETAILS } from '@skald/rules/constants/challenge-ratings';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { initiativeModifier } from '@skald/rules/encounter/test-mode';
import { IconTrash } from '@tabler/icons-react';
import { signed } from '../../lib/labels.ts';
import classes from './Roster.module.css';

function Row({
  entity,
  withInitiative,
  onRemove,
}: {
  entity: EncounterEntity;
  withInitiative: boolean;
  onRemove(): void;
}) {
  const rating = entity.challenge_rating === undefined ? null : CHALLENGE_RATING_DETAILS[entity.challenge_rating];
  return (
    <li className={classes.row}>
      <Text fw={500} className={classes.name}>
        {entity.name}
      </Text>
      <Group gap={6} className={classes.badges}>
        <Badge variant="light">{entity.maxHp} HP</Badge>
        <Badge variant="light" color="gray">
          AC {entity.ac}
        </Badge>
        {withInitiative && (
          <Badge variant="light" color="gray">
            Init {signed(initiativeModifier(entity))}
          </Badge>
        )}
        {entity.level !== undefined && <Badge variant="outline">Level {entity.level}</Badge>}
        {rating && (
          <Badge variant="outline">
            CR {rating.label} · {rating.xp.toLocaleString('en')} XP
          </Badge>
        )}
      </Group>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove ${entity.name}`}
        onClick={onRemove}
        className={classes.remove}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </li>
  );
}

interface RosterListProps {
  encounter: Pick<Encounter, 'entities'>;
  onRemove(key: string): void;
  /** Shows each one's initiative modifier (the builder, before anyone has rolled). */
  withInitiative?: boolean;
}

/** The party and the monsters of the encounter, each with its numbers, each removable. */
export function RosterList({ encounter, onRemove, withInitiative = false }: RosterListProps) {
  const groups = [
    { title: 'Players', entities: encounter.entities.filter((entity) => entity.entityType !== 'npc') },
    { title: 'Monsters', entities: encounter.entities.filter((entity) => entity.entityType === 'npc') },
  ];
  return (
    <Stack gap="md">
      {groups.map(({ title, entities }) => (
        <Stack key={title} gap="xs" component="section" aria-label={title}>
          <Title order={2} size="h4">
            {title} ({entities.length})
          </Title>
          {entities.length === 0 ? (
            <Text c="dimmed" size="sm">
              None yet.
            </Text>
          ) : (
            <ul className={classes.list}>
              {entities.map((entity) => (
                <Row
                  key={entity.key}
                  entity={entity}
                  withInitiative={withInitiative}
                  onRemove={() => onRemove(entity.key)}
                />
              ))}
            </ul>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
