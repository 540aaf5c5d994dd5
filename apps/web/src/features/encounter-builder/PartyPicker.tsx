import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { PartyCompanion, PartyPlayer } from '@skald/contract/library/campaign-party';
import { titleCase } from '@skald/contract/library/library-limits';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { useState } from 'react';
import classes from '../../components/encounter/Roster.module.css';
import { notifyNegative } from '../../lib/notify.ts';
import { membersToAdd, partyEntities } from './add-party.ts';

interface PartyPickerProps {
  /** The campaign's players and companions, with their names. */
  players: PartyPlayer[];
  companions: PartyCompanion[];
  entities: EncounterEntity[];
  onAdd(entities: EncounterEntity[]): void;
}

/** The campaign's players, each added with the companions that follow them, or all at once. */
export function PartyPicker({ players, companions, entities, onAdd }: PartyPickerProps) {
  const [busy, setBusy] = useState(false);
  const present = new Set(entities.map((entity) => entity.id));

  async function add(playerIds: string[]) {
    setBusy(true);
    try {
      onAdd(await partyEntities(membersToAdd(playerIds, companions, entities), entities));
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : 'The players could not be added.');
    } finally {
      setBusy(false);
    }
  }

  const missing = players.filter((player) => !present.has(player.id)).map((player) => player.id);
  return (
    <Stack gap="xs" component="section" aria-labelledby="builder-party">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="builder-party">
          The campaign’s players
        </Title>
        {players.length > 1 && (
          <Button
            size="compact-sm"
            variant="light"
            disabled={missing.length === 0}
            loading={busy}
            onClick={() => add(missing)}
          >
            Add every player
          </Button>
        )}
      </Group>
      {players.length === 0 ? (
        <Text c="dimmed" size="sm">
          This campaign has no players yet: add them on the campaign’s Players tab.
        </Text>
      ) : (
        <ul className={classes.list}>
          {players.map((player) => {
            const followers = companions.filter((companion) => companion.player_id === player.id);
            const joined = present.has(player.id);
            return (
              <li key={player.id} className={classes.row}>
                <div className={classes.name}>
                  <Text fw={500}>{player.character_name}</Text>
                  <Text size="xs" c="dimmed">
                    {[
                      player.level === null ? null : `Level ${player.level}`,
                      followers.length > 0 ? `with ${followers.map((one) => titleCase(one.name)).join(', ')}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                <Button
                  size="compact-sm"
                  variant={joined ? 'subtle' : 'light'}
                  disabled={joined || busy}
                  aria-label={`${joined ? 'Added' : 'Add'} ${player.character_name}`}
                  onClick={() => add([player.id])}
                >
                  {joined ? 'Added' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
