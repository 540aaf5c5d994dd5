import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBroadcast,
  IconDice5,
  IconHeartbeat,
  IconListNumbers,
  IconServer,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { ThemeToggle } from '../../components/ThemeToggle.tsx';
import { useSession } from '../../lib/session.tsx';
import classes from './HomePage.module.css';
import { InitiativePreview } from './InitiativePreview.tsx';

const features = [
  {
    icon: IconListNumbers,
    title: 'Initiative and turns',
    text: 'Roll or type initiative, then step through rounds. Whose turn it is never slips when someone joins or leaves mid-fight.',
  },
  {
    icon: IconHeartbeat,
    title: 'Hit points by the rules',
    text: 'Temporary hit points, resistances, vulnerabilities, immunities, shapes and death saves are worked out for you.',
  },
  {
    icon: IconDice5,
    title: 'Roll cards',
    text: "Roll a monster's attack against its targets: hits, saves and damage are applied with one key.",
  },
  {
    icon: IconArrowBackUp,
    title: 'Undo anything',
    text: 'Every change lands in the combat log, and any entry can be taken back exactly.',
  },
  {
    icon: IconBroadcast,
    title: 'Live initiative for players',
    text: 'Share a link and your players follow the turn order and health from their phones.',
  },
  {
    icon: IconServer,
    title: 'Yours to keep',
    text: 'Works offline in the browser, and runs on your own machine with one command and its own database.',
  },
];

const footerLinks = [
  { to: '/about-us', label: 'About' },
  { to: '/documentation', label: 'Documentation' },
  { to: '/changelog', label: 'Changelog' },
  { to: '/support', label: 'Support' },
  { to: '/privacy-policy', label: 'Privacy' },
];

function HomeTopBar() {
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" wrap="nowrap">
        <Logo />
        <Group gap="xs" wrap="nowrap">
          <Group gap="md" visibleFrom="sm" component="nav" aria-label="Site">
            <Anchor component={Link} to="/demo" c="var(--mantine-color-text)">
              Demo
            </Anchor>
            <Anchor component={Link} to="/compendium" c="var(--mantine-color-text)">
              Compendium
            </Anchor>
            <Anchor component={Link} to="/tools" c="var(--mantine-color-text)">
              Tools
            </Anchor>
          </Group>
          <ThemeToggle />
          <Button component={Link} to="/sign-in" variant="default" size="sm">
            Sign in
          </Button>
        </Group>
      </Group>
    </Container>
  );
}

/** What Skald is, with the ways in: the demo, the tools and the compendium. */
export function HomePage() {
  // Signed in, the app's own header is shown above the page (AppLayout), so home's top bar would be a second one.
  const { user } = useSession();
  return (
    <Box className={classes.page}>
      <Box className={classes.hero}>
        {user === null && <HomeTopBar />}
        <Container size="lg" pt={{ base: 'lg', sm: 48 }} pb={{ base: 48, sm: 72 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={40}>
            <Stack gap="lg" justify="center">
              <Title order={1} className={classes.headline}>
                Run the fight.
                <br />
                Skald keeps the books.
              </Title>
              <Text fz="xl" c="dimmed" maw={520}>
                A combat tracker for game masters of 5th-edition fantasy games: initiative, hit points, conditions and
                monster attacks, round by round, with a live turn order your players can follow.
              </Text>
              <Group>
                <Button component={Link} to="/demo" size="md">
                  Try the demo encounter
                </Button>
                <Button component={Link} to="/compendium" size="md" variant="default">
                  Browse the compendium
                </Button>
              </Group>
              <Text fz="sm" c="dimmed">
                No account needed for the demo, the tools or the compendium.{' '}
                <Anchor component={Link} to="/tools">
                  See all tools
                </Anchor>
              </Text>
            </Stack>
            <InitiativePreview />
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={64} component="section" aria-labelledby="features-title">
        <Title order={2} id="features-title" mb="xl" ta="center">
          Everything at the table, nothing on scrap paper
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {features.map((feature) => (
            <Card key={feature.title} withBorder padding="lg" className={classes.feature}>
              <ThemeIcon size={40} radius="md" variant="light" mb="md" aria-hidden="true">
                <feature.icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {feature.title}
              </Title>
              <Text c="dimmed">{feature.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box component="footer" className={classes.footer}>
        <Container size="lg" py="lg">
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              Skald, a combat tracker for 5e game masters.
            </Text>
            <Group gap="md" component="nav" aria-label="Footer">
              {footerLinks.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} fz="sm" c="dimmed">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
