import { Badge, Container } from '@mantine/core';
import { type Advancement, campaignRoutes } from '@skald/contract/library/campaign-record';
import { useSearchParams } from 'react-router';
import { LibraryList } from '../../components/library/LibraryList.tsx';
import { AddCampaignDialog } from './AddCampaignDialog.tsx';
import { ADVANCEMENT_LABELS } from './advancement-label.ts';

interface CampaignRow {
  id: string;
  name: string;
  player_count: number;
  advancement: Advancement;
  private: boolean;
}

/** /content/campaigns: the user's campaigns; "Add campaign" opens a dialog (`?add`) that names a new one. */
export function CampaignListPage() {
  const [search, setSearch] = useSearchParams();
  const adding = search.has('add');
  return (
    <Container size="lg" py="lg">
      <LibraryList<CampaignRow>
        title="Campaigns"
        noun={['campaign', 'campaigns']}
        list={campaignRoutes.list}
        remove={campaignRoutes.remove}
        path="/api/library/campaigns"
        addPath="/content/campaigns?add"
        editPath={(row) => `/content/campaigns/${row.id}`}
        nameOf={(row) => row.name}
        columns={[
          { header: 'Players', cell: (row) => row.player_count },
          {
            header: 'Advancement',
            wideOnly: true,
            cell: (row) => ADVANCEMENT_LABELS[row.advancement] ?? ADVANCEMENT_LABELS.milestone,
          },
          {
            header: 'Visibility',
            wideOnly: true,
            cell: (row) =>
              row.private ? (
                <Badge variant="light" color="gray">
                  Private
                </Badge>
              ) : (
                '—'
              ),
          },
        ]}
        emptyText="No campaigns yet. Add the first one: a name is all it needs."
      />
      <AddCampaignDialog
        opened={adding}
        onClose={() => {
          search.delete('add');
          setSearch(search, { replace: true });
        }}
      />
    </Container>
  );
}
