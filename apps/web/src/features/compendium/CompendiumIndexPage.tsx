import { Stack, Text, Title } from '@mantine/core';
import { COMPENDIUM_KINDS, type CompendiumKind } from '@skald/contract/compendium-kinds';
import { IconBook, IconFlask2, IconGavel, IconSkull, IconSparkles, IconSword } from '@tabler/icons-react';
import { type LinkCard, LinkCardGrid } from '../../components/LinkCardGrid.tsx';
import { CompendiumPage, type Crumb } from './CompendiumPage.tsx';
import { KIND_DETAILS } from './kinds.ts';

const ICONS: Record<CompendiumKind, typeof IconBook> = {
  monsters: IconSkull,
  spells: IconSparkles,
  items: IconSword,
  conditions: IconFlask2,
  rules: IconGavel,
};

const crumbs: Crumb[] = [{ to: '/compendium', label: 'Compendium' }];

const cards: LinkCard[] = [
  ...COMPENDIUM_KINDS.map((kind) => ({
    to: `/compendium/${kind}`,
    title: KIND_DETAILS[kind].plural,
    blurb: KIND_DETAILS[kind].blurb,
    icon: ICONS[kind],
  })),
  {
    to: '/homebrew',
    title: 'Homebrew',
    blurb: 'Monsters made by the community rather than taken from the SRD.',
    icon: IconBook,
    color: 'grape',
  },
];

/** The way into the compendium: one card per list, and the homebrew corner. */
export function CompendiumIndexPage() {
  return (
    <CompendiumPage crumbs={crumbs} size="lg">
      <Stack gap={4}>
        <Title order={1}>Compendium</Title>
        <Text c="dimmed" maw={640}>
          The monsters, spells, items, conditions and rules of the 5th-edition System Reference Document 5.1. Search by
          name, filter, and roll a monster’s attacks straight from its stat block.
        </Text>
      </Stack>
      <LinkCardGrid cards={cards} />
    </CompendiumPage>
  );
}
