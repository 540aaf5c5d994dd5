import { Container } from '@mantine/core';
import { titleCase } from '@skald/contract/library/library-limits';
import { spellRoutes } from '@skald/contract/library/spell-record';
import { LibraryList } from '../../components/library/LibraryList.tsx';
import { sentenceCase, spellLevelLabel } from '../../lib/labels.ts';

interface SpellRow {
  id: string;
  name: string;
  level: number;
  school: string;
}

/** /content/spells: the user's custom spells. */
export function SpellListPage() {
  return (
    <Container size="lg" py="lg">
      <LibraryList<SpellRow>
        title="Spells"
        noun={['spell', 'spells']}
        list={spellRoutes.list}
        remove={spellRoutes.remove}
        path="/api/library/spells"
        addPath="/content/spells/add-spell"
        editPath={(row) => `/content/spells/${row.id}`}
        nameOf={(row) => titleCase(row.name)}
        columns={[
          { header: 'Level', cell: (row) => spellLevelLabel(row.level) },
          { header: 'School', cell: (row) => sentenceCase(row.school) },
        ]}
        emptyText="No custom spells yet. Add the first one: a name, a level and a school are all it needs."
      />
    </Container>
  );
}
