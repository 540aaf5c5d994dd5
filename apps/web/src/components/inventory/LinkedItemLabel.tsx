import { Anchor } from '@mantine/core';
import type { LinkedItem } from '@skald/contract/library/campaign-record';
import { Link } from 'react-router';

/** Where a linked item lives: one of the user's custom items, or a compendium entry. */
export function LinkedItemLabel({ link }: { link: LinkedItem }) {
  return link.custom ? (
    <Anchor component={Link} to={`/content/items/${link.key}`}>
      your custom item
    </Anchor>
  ) : (
    <Anchor component={Link} to={`/compendium/items/${encodeURIComponent(link.key)}`}>
      the compendium’s {link.key.replace(/-/g, ' ')}
    </Anchor>
  );
}
