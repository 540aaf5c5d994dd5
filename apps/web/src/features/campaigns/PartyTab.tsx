import { ActionIcon, Alert, Avatar, Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { campaignPartyRoute } from '@skald/contract/library/campaign-party';
import { titleCase } from '@skald/contract/library/library-limits';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useRouteQuery } from '../../lib/api/route-queries.ts';
import { notifyNegative, notifyPositive } from '../../lib/notify.ts';
import classes from './Campaign.module.css';
import { type StoredCampaign, useSaveCampaign } from './use-save-campaign.ts';

/** Who plays in the campaign: the user's players and companions, added from their library and removed. */
export function PartyTab({ campaign }: { campaign: StoredCampaign }) {
  const party = useRouteQuery(campaignPartyRoute, { params: { id: campaign.id } });
  const { save, saving } = useSaveCampaign(campaign);
  const [playerChoice, setPlayerChoice] = useState<string | null>(null);
  const [companionChoice, setCompanionChoice] = useState<string | null>(null);

  if (party.isError) {
    return (
      <Alert color="red" role="alert" title="Your players could not be loaded">
        {party.error.message}
      </Alert>
    );
  }
  if (!party.data) return <Skeleton height={120} aria-label="Loading your players" />;

  const { players, companions } = party.data;
  const playerName = new Map(players.map((player) => [player.id, player.character_name]));
  const companionName = new Map(companions.map((companion) => [companion.id, titleCase(companion.name)]));
  const inPlayers = Object.keys(campaign.players);
  const inCompanions = Object.keys(campaign.companions);
  const playerOptions = players
    .filter((player) => !(player.id in campaign.players))
    .map((player) => ({
      value: player.id,
      label: player.campaign_name ? `${player.character_name} (now in ${player.campaign_name})` : player.character_name,
    }));
  const companionOptions = companions
    .filter((companion) => !(companion.id in campaign.companions))
    .map((companion) => ({ value: companion.id, label: `${titleCase(companion.name)} (${companion.player_name})` }));

  async function change(changes: Parameters<typeof save>[0], done: string) {
    try {
      await save(changes);
      notifyPositive(done);
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : 'The campaign could not be saved.');
    }
  }

  const without = <State,>(map: Record<string, State>, id: string) =>
    Object.fromEntries(Object.entries(map).filter(([key]) => key !== id));

  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="campaign-players">
        <Title order={2} size="h3" id="campaign-players">
          Players
        </Title>
        {inPlayers.length === 0 ? (
          <Text c="dimmed">No players in this campaign yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" className={classes.list}>
            {inPlayers.map((id) => {
              const name = playerName.get(id) ?? 'A player';
              return (
                <Group key={id} component="li" justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <Avatar size="sm" name={name} color="initials" />
                    <Text fw={600}>{name}</Text>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name} from the campaign`}
                    loading={saving}
                    onClick={() => change({ players: without(campaign.players, id) }, `${name} left the campaign.`)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        )}
        {players.length === 0 ? (
          <Text size="sm" c="dimmed">
            Your library has no players yet: add them under Players first.
          </Text>
        ) : (
          <Group gap="sm" align="flex-end">
            <Select
              flex={1}
              miw={200}
              label="Add a player"
              placeholder={playerOptions.length > 0 ? 'Choose one of your players' : 'Every player is in'}
              data={playerOptions}
              value={playerChoice}
              onChange={setPlayerChoice}
              searchable
              disabled={playerOptions.length === 0}
            />
            <Button
              disabled={!playerChoice}
              loading={saving}
              onClick={() => {
                if (!playerChoice) return;
                const name = playerName.get(playerChoice) ?? 'The player';
                setPlayerChoice(null);
                return change({ players: { ...campaign.players, [playerChoice]: {} } }, `${name} joined the campaign.`);
              }}
            >
              Add player
            </Button>
          </Group>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="campaign-companions">
        <Title order={2} size="h3" id="campaign-companions">
          Companions
        </Title>
        {inCompanions.length === 0 ? (
          <Text c="dimmed">No companions in this campaign yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" className={classes.list}>
            {inCompanions.map((id) => {
              const name = companionName.get(id) ?? 'A companion';
              return (
                <Group key={id} component="li" justify="space-between" wrap="nowrap">
                  <Text fw={600}>{name}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name} from the campaign`}
                    loading={saving}
                    onClick={() =>
                      change({ companions: without(campaign.companions, id) }, `${name} left the campaign.`)
                    }
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        )}
        {companions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No companions yet: a companion is one of your NPCs that belongs to a player.
          </Text>
        ) : (
          <Group gap="sm" align="flex-end">
            <Select
              flex={1}
              miw={200}
              label="Add a companion"
              placeholder={companionOptions.length > 0 ? 'Choose one of your companions' : 'Every companion is in'}
              data={companionOptions}
              value={companionChoice}
              onChange={setCompanionChoice}
              searchable
              disabled={companionOptions.length === 0}
            />
            <Button
              disabled={!companionChoice}
              loading={saving}
              onClick={() => {
                if (!companionChoice) return;
                const name = companionName.get(companionChoice) ?? 'The companion';
                setCompanionChoice(null);
                return change(
                  { companions: { ...campaign.companions, [companionChoice]: {} } },
                  `${name} joined the campaign.`,
                );
              }}
            >
              Add companion
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
