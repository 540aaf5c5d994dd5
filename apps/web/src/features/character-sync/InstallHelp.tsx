import { List, Paper, Stack, Text, Title } from '@mantine/core';

/** How to get an extension (Skald has none of its own yet) and what Skald keeps of a synced character. */
export function InstallHelp() {
  return (
    <Paper component="section" aria-labelledby="install-extension" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} id="install-extension" fz="xl">
          How to install an extension
        </Title>
        <Text>
          Skald has no extension of its own yet. Any browser extension that speaks Skald’s character sync messages works
          with this page; the messages are documented for extension authors in Skald’s source code.
        </Text>
        <List type="ordered" spacing={4}>
          <List.Item>
            Install such an extension from your browser’s extension store and allow it on this site.
          </List.Item>
          <List.Item>
            Open your character on the sheet site the extension supports, so the extension knows it.
          </List.Item>
          <List.Item>Come back here and press Check again.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          What Skald keeps: only what you import. A player gets the character’s name, avatar address, level, experience,
          armor class, max HP, speed, initiative and ability scores, and the address of its sheet to sync it again. The
          extension’s other data is read in your browser and never sent to Skald.
        </Text>
      </Stack>
    </Paper>
  );
}
