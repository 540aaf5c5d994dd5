import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { outOfSyncFields, type SyncedCharacter } from '@skald/contract/library/synced-character';
import { useState } from 'react';
import { Link } from 'react-router';
import { SYNCED_FIELD_LABELS } from './sync-labels.ts';
import type { PlayerRow, StoredPlayer, SyncAction } from './use-synced-players.ts';

interface CharacterActionsProps {
  character: SyncedCharacter;
  /** The players that keep this character's url, read whole. */
  linked: StoredPlayer[];
  /** Every player of the user, to link one; undefined while they load. */
  players: PlayerRow[] | undefined;
  onAction: (action: SyncAction) => void;
  /** A write is under way: every button waits for it. */
  busy: boolean;
}

/** For a visitor: the characters are theirs to see, importing needs an account. */
export function SignInToImport({ name }: { name: string }) {
  return (
    <Text size="sm">
      <Anchor component={Link} to="/sign-in?redirect=%2Ftools%2Fcharacter-sync" underline="always">
        Sign in
      </Anchor>{' '}
      to import {name} as a player and keep it in sync.
    </Text>
  );
}

/** One linked player: in sync, or out of sync with the fields that differ and a Sync button. */
function LinkedPlayer({
  player,
  character,
  onAction,
  busy,
}: { player: StoredPlayer } & Omit<CharacterActionsProps, 'linked' | 'players'>) {
  const differing = outOfSyncFields(player, character);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={2} miw={0}>
        <Group gap="xs">
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {player.character_name}
          </Text>
          <Badge color={differing.length ? 'orange' : 'teal'} variant="light">
            {differing.length ? 'Out of sync' : 'In sync'}
          </Badge>
        </Group>
        {differing.length > 0 && (
          <Text size="xs" c="dimmed">
            Differs in {differing.map((field) => SYNCED_FIELD_LABELS[field]).join(', ')}
          </Text>
        )}
      </Stack>
      {differing.length > 0 && (
        <Button
          size="xs"
          disabled={busy}
          style={{ flexShrink: 0 }}
          aria-label={`Sync ${player.character_name}`}
          onClick={() => onAction({ kind: 'sync', character, playerId: player.id })}
        >
          Sync
        </Button>
      )}
    </Group>
  );
}

/** What a signed-in user can do with a character: see its linked players, import it anew, or link a player. */
export function CharacterActions({ character, linked, players, onAction, busy }: CharacterActionsProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const linkedIds = new Set(linked.map((player) => player.id));
  const choices = (players ?? [])
    .filter((player) => !linkedIds.has(player.id))
    .map((player) => ({ value: player.id, label: player.character_name }));
  return (
    <Stack gap="sm">
      {linked.length > 0 && (
        <Stack gap="xs" aria-label={`Players linked to ${character.character_name}`} role="group">
          {linked.map((player) => (
            <LinkedPlayer key={player.id} player={player} character={character} onAction={onAction} busy={busy} />
          ))}
        </Stack>
      )}
      <Group align="flex-end" gap="xs">
        <Select
          label="Link to an existing player"
          aria-label={`Link to an existing player for ${character.character_name}`}
          placeholder={players ? (choices.length ? 'Choose a player' : 'No other players') : 'Loading players…'}
          data={choices}
          value={chosen}
          onChange={setChosen}
          searchable
          disabled={!choices.length}
          style={{ flex: '1 1 12rem' }}
        />
        <Button
          variant="default"
          disabled={busy || !chosen}
          aria-label={`Link ${character.character_name} to the chosen player`}
          onClick={() => {
            if (chosen) onAction({ kind: 'sync', character, playerId: chosen });
            setChosen(null);
          }}
        >
          Link
        </Button>
      </Group>
      <Button
        disabled={busy}
        aria-label={`Import as new player: ${character.character_name}`}
        onClick={() => onAction({ kind: 'import', character })}
      >
        Import as new player
      </Button>
    </Stack>
  );
}
