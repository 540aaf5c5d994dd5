import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SrdAttribution } from '../../components/SrdAttribution.tsx';

/** Who Skald is for, what it uses, and the SRD 5.1 attribution its licence asks for. */
export function AboutPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>About Skald</Title>
        <Text fz="lg">
          Skald is a companion for game masters and players of 5th-edition fantasy tabletop games. It keeps the books
          during a fight, so the table can keep its attention on the story: initiative, hit points, conditions, monster
          attacks and a live turn order the players can follow.
        </Text>
        <section aria-labelledby="about-what">
          <Title order={2} id="about-what" fz="xl" mb="xs">
            What you can do without an account
          </Title>
          <List spacing={4}>
            <List.Item>
              <Anchor component={Link} to="/demo" underline="always">
                Run the demo encounter
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/compendium" underline="always">
                Browse the compendium
              </Anchor>{' '}
              of monsters, spells, items, conditions and rules
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/tools" underline="always">
                Use the free tools
              </Anchor>
            </List.Item>
          </List>
        </section>
        <section aria-labelledby="about-licence">
          <Title order={2} id="about-licence" fz="xl" mb="xs">
            Game content and licence
          </Title>
          <Text mb="sm">
            The game rules, monsters, spells, items and conditions in Skald’s compendium come from the System Reference
            Document 5.1, shared under the Creative Commons Attribution 4.0 licence.
          </Text>
          <SrdAttribution size="sm" />
        </section>
      </Stack>
    </Container>
  );
}
