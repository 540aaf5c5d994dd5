import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { titleCase } from '@skald/contract/library/library-limits';
import { npcRoutes } from '@skald/contract/library/npc-record';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRouteQuery } from '../../lib/api/route-queries.ts';

/** One companion by name, linked to its page (the NPC form, reached as the player's companion). */
function CompanionLink({ id }: { id: string }) {
  const npc = useRouteQuery(npcRoutes.read, { params: { id } });
  const name = npc.data ? titleCase(npc.data.name) : npc.isError ? 'A companion that could not be read' : 'Loading…';
  return (
    <List.Item>
      <Anchor component={Link} to={`/content/companions/${id}`}>
        {name}
      </Anchor>
    </List.Item>
  );
}

/**
 * A player's companions (content.md: NPCs with this player's `player_id`), and the way to make one: the
 * monster creator opened with this player as "Companion of".
 */
export function PlayerCompanionsSection({
  playerId,
  playerName,
  companions,
}: {
  playerId: string;
  playerName: string;
  companions: readonly string[];
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="player-companions-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="player-companions-title">
          Companions
        </Title>
        <Button
          component={Link}
          to={`/content/npcs/add-npc?player=${encodeURIComponent(playerId)}`}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add a companion
        </Button>
      </Group>
      {companions.length === 0 ? (
        <Text c="dimmed">
          {playerName} has no companions. Add one, or choose {playerName} as “Companion of” on one of your NPCs.
        </Text>
      ) : (
        <List aria-label={`Companions of ${playerName}`}>
          {companions.map((id) => (
            <CompanionLink key={id} id={id} />
          ))}
        </List>
      )}
    </Stack>
  );
}
