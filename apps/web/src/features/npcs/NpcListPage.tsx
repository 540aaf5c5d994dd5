import { Badge, Container } from '@mantine/core';
import { titleCase } from '@skald/contract/library/library-limits';
import { type NpcSummary, npcRoutes } from '@skald/contract/library/npc-record';
import { LibraryList } from '../../components/library/LibraryList.tsx';
import { sentenceCase } from '../../lib/labels.ts';
import { challengeLabel } from './npc-labels.ts';

/** /content/npcs: the user's NPCs, with their challenge rating and type. */
export function NpcListPage() {
  return (
    <Container size="lg" py="lg">
      <LibraryList<NpcSummary>
        title="NPCs"
        noun={['NPC', 'NPCs']}
        list={npcRoutes.list}
        remove={npcRoutes.remove}
        path="/api/library/npcs"
        addPath="/content/npcs/add-npc"
        editPath={(row) => `/content/npcs/${row.id}`}
        nameOf={(row) => titleCase(row.name)}
        columns={[
          { header: 'CR', cell: (row) => <Badge variant="light">{challengeLabel(row.challenge_rating)}</Badge> },
          { header: 'Type', cell: (row) => sentenceCase(row.type) },
        ]}
        emptyText="No NPCs yet. Build one with the monster creator, or copy a monster from the compendium."
      />
    </Container>
  );
}
