import { Badge, Container } from '@mantine/core';
import { itemRoutes } from '@skald/contract/library/item-record';
import { titleCase } from '@skald/contract/library/library-limits';
import { LibraryList } from '../../components/library/LibraryList.tsx';
import { rarityLabel } from './rarity-label.ts';

interface ItemRow {
  id: string;
  name: string;
  rarity: string | null;
}

/** /content/items: the user's custom items. */
export function ItemListPage() {
  return (
    <Container size="lg" py="lg">
      <LibraryList<ItemRow>
        title="Items"
        noun={['item', 'items']}
        list={itemRoutes.list}
        remove={itemRoutes.remove}
        path="/api/library/items"
        addPath="/content/items/add-item"
        editPath={(row) => `/content/items/${row.id}`}
        nameOf={(row) => titleCase(row.name)}
        columns={[
          {
            header: 'Rarity',
            cell: (row) => (row.rarity ? <Badge variant="light">{rarityLabel(row.rarity)}</Badge> : '—'),
          },
        ]}
        emptyText="No custom items yet. Add the first one: a name is all it needs."
      />
    </Container>
  );
}
