import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import {
  HOMEBREW_KINDS,
  type HomebrewKind,
  homebrewRoutes,
  type SharedEntry,
} from '@skald/contract/library/homebrew-routes';
import { titleCase } from '@skald/contract/library/library-limits';
import { Link, useParams } from 'react-router';
import { useRouteQuery } from '../../../lib/api/route-queries.ts';
import { usePageMetaOverride } from '../../../lib/page-meta-override.ts';
import { CompendiumPage } from '../CompendiumPage.tsx';
import { EntryCard } from '../detail/EntryCard.tsx';
import { rarityLabel } from '../item/item-text.ts';
import { ErrorBlock, LoadingBlock } from '../LoadStates.tsx';
import { MonsterStatBlock } from '../monster/MonsterStatBlock.tsx';
import { SpellCard } from '../spell/SpellCard.tsx';
import { RichText } from '../text/RichText.tsx';
import { spellCardOfSharedSpell, statBlockOfSharedNpc } from './shared-entry.ts';

const SINGULAR: Record<HomebrewKind, string> = { npcs: 'NPC', items: 'item', spells: 'spell' };

/** A shared item: a custom item is its name, rarity, attunement and description. */
function SharedItemCard({ item }: { item: Extract<SharedEntry, { kind: 'items' }>['record'] }) {
  const name = titleCase(item.name);
  return (
    <EntryCard
      name={name}
      headingLevel={1}
      subtitle={item.requires_attunement ? 'Custom item (requires attunement)' : 'Custom item'}
      testId="item-card"
      badges={
        <>
          <Badge variant="outline">Homebrew</Badge>
          {item.rarity && <Badge variant="outline">{rarityLabel(item.rarity)}</Badge>}
        </>
      }
    >
      {item.desc ? <RichText text={item.desc} headingLevel={2} label={`${name} table`} /> : null}
    </EntryCard>
  );
}

function SharedEntryView({ entry }: { entry: SharedEntry }) {
  switch (entry.kind) {
    case 'npcs':
      return <MonsterStatBlock monster={statBlockOfSharedNpc(entry.record)} />;
    case 'spells':
      return <SpellCard spell={spellCardOfSharedSpell(entry.record)} />;
    case 'items':
      return <SharedItemCard item={entry.record} />;
  }
}

/** /homebrew/{kind}/{id}: one NPC, item or spell a game master shares, opened from the Homebrew list. */
export function SharedEntryPage() {
  const { kind: kindParam = '', id = '' } = useParams();
  const kind = (HOMEBREW_KINDS as readonly string[]).includes(kindParam) ? (kindParam as HomebrewKind) : 'npcs';
  const answer = useRouteQuery(homebrewRoutes.read, { params: { kind, id } }, kind === kindParam);
  const entry = answer.data;
  const name = entry ? titleCase(entry.record.name) : undefined;
  const notFound = answer.error?.notFound || kind !== kindParam;
  usePageMetaOverride(name ? { title: name } : notFound ? { title: 'Homebrew: not found' } : null);

  const singular = SINGULAR[kind];
  return (
    <CompendiumPage
      crumbs={[
        { to: '/homebrew', label: 'Homebrew' },
        { to: `/homebrew/${kindParam}/${id}`, label: name ?? `Shared ${singular}` },
      ]}
    >
      {notFound ? (
        <Stack align="flex-start" gap="md" data-testid="entry-not-found">
          <Title order={1}>This {singular} is not shared</Title>
          <Text>Its game master may have stopped sharing it, or the link is mistyped.</Text>
          <Button component={Link} to="/homebrew">
            Browse homebrew
          </Button>
        </Stack>
      ) : entry ? (
        <SharedEntryView entry={entry} />
      ) : answer.error ? (
        <ErrorBlock error={answer.error} title={`This ${singular} could not be loaded`} onRetry={answer.refetch} />
      ) : (
        <LoadingBlock label={`Loading the ${singular}…`} rows={6} />
      )}
    </CompendiumPage>
  );
}
