import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconBackpack, IconBell, IconBooks, IconFlame, IconSkull } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type LinkCard, LinkCardGrid } from '../../components/LinkCardGrid.tsx';
import { useSession } from '../../lib/session.tsx';
import { monsterCreatorCard, spellCreatorCard } from './tool-cards.ts';

const sharedHomebrew: LinkCard = {
  to: '/homebrew',
  title: 'Shared homebrew',
  blurb: 'Monsters other game masters chose to share, to read or copy into your own NPCs.',
  icon: IconBooks,
  color: 'grape',
};

/** The signed-in user's own homebrew, each list with its add form. */
const libraryCards: LinkCard[] = [
  {
    to: '/content/npcs',
    title: 'My NPCs',
    blurb: 'Every monster and NPC you made or copied, ready to drop into an encounter.',
    icon: IconSkull,
    color: 'red',
  },
  {
    to: '/content/spells',
    title: 'My spells',
    blurb: 'Your own spells, for your NPCs to cast and your players to read.',
    icon: IconFlame,
    color: 'violet',
  },
  {
    to: '/content/items',
    title: 'My items',
    blurb: 'Magic items and loot of your own, to hand out at the end of a fight.',
    icon: IconBackpack,
    color: 'yellow',
  },
  {
    to: '/content/reminders',
    title: 'My reminders',
    blurb: 'Reminders you pin to combatants: concentration, ongoing damage, lair actions.',
    icon: IconBell,
    color: 'blue',
  },
];

/** /tools/homebrew-creation: the creators anyone can use, and a signed-in user's own homebrew. */
export function HomebrewCreationPage() {
  const { user } = useSession();
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Homebrew creation</Title>
          <Text c="dimmed" maw={640}>
            Make monsters and spells of your own. Without an account you can download what you make as a file; signed
            in, it is saved to your library and ready for your encounters.
          </Text>
        </Stack>
        <section aria-labelledby="homebrew-creators">
          <Title order={2} id="homebrew-creators" fz="xl" mb="sm">
            Creators
          </Title>
          <LinkCardGrid cards={[monsterCreatorCard, spellCreatorCard, sharedHomebrew]} headingLevel={3} />
        </section>
        <section aria-labelledby="homebrew-library">
          <Title order={2} id="homebrew-library" fz="xl" mb="sm">
            Your homebrew
          </Title>
          {user ? (
            <LinkCardGrid cards={libraryCards} headingLevel={3} />
          ) : (
            <Text>
              <Anchor component={Link} to="/sign-in?redirect=%2Ftools%2Fhomebrew-creation" underline="always">
                Sign in
              </Anchor>{' '}
              to keep your NPCs, spells, items and reminders in your library and use them in your campaigns.
            </Text>
          )}
        </section>
      </Stack>
    </Container>
  );
}
