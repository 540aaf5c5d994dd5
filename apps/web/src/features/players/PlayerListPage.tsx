import { Avatar, Container } from '@mantine/core';
import { playerRoutes } from '@skald/contract/library/player-record';
import { LibraryList } from '../../components/library/LibraryList.tsx';
import { useCampaignChoices } from '../../lib/api/use-campaign-choices.ts';
import { nameInitial } from '../../lib/labels.ts';

interface PlayerRow {
  id: string;
  character_name: string;
  avatar: string;
  storage_avatar: string;
  campaign_id: string | null;
}

/** /content/players: the game master's players. */
export function PlayerListPage() {
  const campaigns = useCampaignChoices();
  const campaignName = (id: string | null) =>
    id === null ? '—' : (campaigns.find((campaign) => campaign.value === id)?.label ?? 'A campaign');
  return (
    <Container size="lg" py="lg">
      <LibraryList<PlayerRow>
        title="Players"
        noun={['player', 'players']}
        list={playerRoutes.list}
        remove={playerRoutes.remove}
        path="/api/library/players"
        addPath="/content/players/add-player"
        editPath={(row) => `/content/players/${row.id}`}
        nameOf={(row) => row.character_name}
        columns={[
          {
            header: 'Portrait',
            cell: (row) => (
              <Avatar src={row.storage_avatar || row.avatar || null} alt="" size="sm" radius="xl">
                {nameInitial(row.character_name)}
              </Avatar>
            ),
          },
          { header: 'Campaign', cell: (row) => campaignName(row.campaign_id) },
        ]}
        emptyText="No players yet. Add the characters at your table: a name is all a player needs."
      />
    </Container>
  );
}
