import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EntryPage } from '../detail/CompendiumEntryPage.tsx';
import { EmptyBlock } from '../LoadStates.tsx';
import { ListPage } from '../list/CompendiumListPage.tsx';
import { SharedHomebrew } from './SharedHomebrew.tsx';

export { SharedEntryPage } from './SharedEntryPage.tsx';

const HOMEBREW = { source: 'homebrew' };
const homebrewPath = (url: string) => `/homebrew/${encodeURIComponent(url)}`;

/** Skald ships no homebrew: the empty list says so plainly, and where to look meanwhile. */
function NoHomebrewYet() {
  return (
    <EmptyBlock title="No homebrew monsters yet.">
      <Text maw={620}>
        Homebrew monsters are creatures made by the community rather than taken from the System Reference Document.
        Skald does not ship any yet; when some are published they will be listed here.
      </Text>
      <Text>
        Meanwhile, the{' '}
        <Anchor component={Link} to="/compendium/monsters" underline="always">
          SRD monsters
        </Anchor>{' '}
        are all in the compendium.
      </Text>
    </EmptyBlock>
  );
}

/**
 * /homebrew: the community's monsters (the compendium's monsters with `source=homebrew`), then the NPCs,
 * items and spells game masters share.
 */
export function HomebrewListPage() {
  return (
    <ListPage
      kind="monsters"
      title="Homebrew"
      intro="Monsters made by the community, with the same stat blocks and dice as the compendium’s."
      crumbs={[{ to: '/homebrew', label: 'Homebrew' }]}
      fixed={HOMEBREW}
      pathOf={homebrewPath}
      nameOnly
      nothingAtAll={<NoHomebrewYet />}
      after={<SharedHomebrew />}
    />
  );
}

/** /homebrew/{id}: one homebrew monster's stat block. */
export function HomebrewMonsterPage() {
  return (
    <EntryPage
      kind="monsters"
      list={{ to: '/homebrew', label: 'Homebrew' }}
      monsterPath={homebrewPath}
      accept={(monster) => monster.source === 'homebrew'}
    />
  );
}
