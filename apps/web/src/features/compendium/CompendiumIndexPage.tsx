import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { COMPENDIUM_KINDS, type CompendiumKind } from '@skald/contract/compendium-kinds';
import { IconBook, IconFlask2, IconGavel, IconSkull, IconSparkles, IconSword } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './CompendiumIndexPage.module.css';
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
      <ul className={classes.grid}>
        {COMPENDIUM_KINDS.map((kind) => {
          const Icon = ICONS[kind];
          return (
            <li key={kind}>
              <Card withBorder padding="lg" className={classes.card}>
                <ThemeIcon size={40} radius="md" variant="light" mb="sm" aria-hidden="true">
                  <Icon size={22} stroke={1.6} />
                </ThemeIcon>
                <Title order={2} fz="lg" mb={4}>
                  <Link to={`/compendium/${kind}`} className={classes.link}>
                    {KIND_DETAILS[kind].plural}
                  </Link>
                </Title>
                <Text c="dimmed" fz="sm">
                  {KIND_DETAILS[kind].blurb}
                </Text>
              </Card>
            </li>
          );
        })}
        <li>
          <Card withBorder padding="lg" className={classes.card}>
            <ThemeIcon size={40} radius="md" variant="light" color="grape" mb="sm" aria-hidden="true">
              <IconBook size={22} stroke={1.6} />
            </ThemeIcon>
            <Title order={2} fz="lg" mb={4}>
              <Link to="/homebrew" className={classes.link}>
                Homebrew
              </Link>
            </Title>
            <Text c="dimmed" fz="sm">
              Monsters made by the community rather than taken from the SRD.
            </Text>
          </Card>
        </li>
      </ul>
    </CompendiumPage>
  );
}
