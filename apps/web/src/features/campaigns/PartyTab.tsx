import { Skeleton, Stack } from '@mantine/core';
import { campaignPartyRoute } from '@skald/contract/library/campaign-party';
import { titleCase } from '@skald/contract/library/library-limits';
import { LoadFailure } from '../../components/library/LoadFailure.tsx';
import { useRouteQuery } from '../../lib/api/route-queries.ts';
import { notifyNegative, notifyPositive } from '../../lib/notify.ts';
import { PartySection } from './PartySection.tsx';
import { PartyStatus } from './PartyStatus.tsx';
import { restedMembers } from './party-status.ts';
import { type StoredCampaign, useSaveCampaign } from './use-save-campaign.ts';

const without = <State,>(map: Record<string, State>, id: string) =>
  Object.fromEntries(Object.entries(map).filter(([key]) => key !== id));

/** Who plays in the campaign: the user's players and companions, added from their library and removed. */
export function PartyTab({ campaign }: { campaign: StoredCampaign }) {
  const party = useRouteQuery(campaignPartyRoute, { params: { id: campaign.id } });
  const { save, saving } = useSaveCampaign(campaign);

  if (party.isError) {
    return <LoadFailure title="Your players could not be loaded">{party.error.message}</LoadFailure>;
  }
  if (!party.data) return <Skeleton height={120} aria-label="Loading your players" />;

  const { players, companions } = party.data;
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

  return (
    <Stack gap="xl">
      <PartyStatus
        members={campaign.players}
        library={players}
        resting={saving}
        onLongRest={() =>
          change(
            { players: restedMembers(campaign.players), companions: restedMembers(campaign.companions) },
            'The party took a long rest.',
          )
        }
      />
      <PartySection
        title="Players"
        noun="player"
        members={Object.keys(campaign.players)}
        names={new Map(players.map((player) => [player.id, player.character_name]))}
        options={playerOptions}
        noneInLibrary="Your library has no players yet: add them under Players first."
        withAvatar
        saving={saving}
        onAdd={(id, name) => change({ players: { ...campaign.players, [id]: {} } }, `${name} joined the campaign.`)}
        onRemove={(id, name) => change({ players: without(campaign.players, id) }, `${name} left the campaign.`)}
      />
      <PartySection
        title="Companions"
        noun="companion"
        members={Object.keys(campaign.companions)}
        names={new Map(companions.map((companion) => [companion.id, titleCase(companion.name)]))}
        options={companionOptions}
        noneInLibrary="No companions yet: a companion is one of your NPCs that belongs to a player."
        saving={saving}
        onAdd={(id, name) =>
          change({ companions: { ...campaign.companions, [id]: {} } }, `${name} joined the campaign.`)
        }
        onRemove={(id, name) => change({ companions: without(campaign.companions, id) }, `${name} left the campaign.`)}
      />
    </Stack>
  );
}
