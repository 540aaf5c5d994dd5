import { Anchor, Container, Divider, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ImportPanel } from './ImportPanel.tsx';

/**
 * /content/import/hk_import: the way in for a GM coming from Shieldmaiden or Improved Initiative: how to
 * get the file out of those tools, in short steps, then the same import as /content/import.
 */
export function MoveInPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Move from Shieldmaiden or Improved Initiative</Title>
          <Text c="dimmed">
            Bring your NPCs, spells, campaigns and encounters with you. You see everything the file holds before
            anything is saved, and you choose what happens to names you already have.
          </Text>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="shieldmaiden-heading">
          <Title order={2} fz="h3" id="shieldmaiden-heading">
            From Shieldmaiden
          </Title>
          <List type="ordered" spacing="xs">
            <List.Item>
              Sign in to Shieldmaiden and open what you want to bring: a campaign, your NPCs or your spells.
            </List.Item>
            <List.Item>
              Use its export to download a JSON file. A campaign's file holds its encounters and the NPCs and spells
              they use; you can also export one NPC or spell, or all of them.
            </List.Item>
            <List.Item>Choose that file below, or open it and paste its text.</List.Item>
          </List>
          <Text fz="sm" c="dimmed">
            Every export Shieldmaiden has written reads here: its current files, older ones, one NPC or spell, or a list
            of them. Your settings and fight logs are not in those files.
          </Text>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="improved-initiative-heading">
          <Title order={2} fz="h3" id="improved-initiative-heading">
            From Improved Initiative
          </Title>
          <List type="ordered" spacing="xs">
            <List.Item>
              In Improved Initiative's settings, export your data to a file: it holds your creatures, characters, saved
              encounters and spells.
            </List.Item>
            <List.Item>
              Choose that file below. Creatures become NPCs, characters become players, and saved encounters go into a
              campaign you pick.
            </List.Item>
            <List.Item>One stat block on its own works too: paste its JSON.</List.Item>
          </List>
        </Stack>

        <Divider />

        <Stack gap="md" component="section" aria-labelledby="move-in-import-heading">
          <Title order={2} fz="h3" id="move-in-import-heading">
            Import the file
          </Title>
          <ImportPanel />
          <Text fz="sm" c="dimmed">
            Skald's own files and 5e-database or Open5e monsters import here as well; the{' '}
            <Anchor component={Link} to="/content/import" fz="sm" underline="always">
              import and export page
            </Anchor>{' '}
            also downloads all of your content.
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
