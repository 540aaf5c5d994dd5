import { Anchor, Button, Checkbox, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { libraryFileName } from '@skald/contract/library/library-io-limits';
import { libraryIoRoutes } from '@skald/contract/library/library-io-routes';
import { IconArrowRight, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ImportPanel } from './ImportPanel.tsx';

/**
 * /content/import: all of the user's content downloaded as one JSON file, and a file read back in, Skald's
 * or another tool's: a preview of what it adds and what it leaves out, then the import and its report.
 */
export function ImportPage() {
  const [fightLogs, setFightLogs] = useState(true);
  return (
    <Container size="sm" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Import content</Title>
          <Text c="dimmed">
            Keep a copy of your content, move it to another account, or bring it from another tool.
          </Text>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="export-heading">
          <Title order={2} fz="h3" id="export-heading">
            Export
          </Title>
          <Text>
            Everything as one JSON file: your campaigns with their notes, party and inventory as the last fight left
            them, their encounters with each fight's log, your players, NPCs, spells, reminders, items and characters,
            and your soundboard links. Who controls a player is not included.
          </Text>
          <Checkbox
            label="With each fight's log"
            description="Without the logs, fights keep where they stand but not their undo history, and the file is much smaller: an import takes at most 20 MB."
            checked={fightLogs}
            onChange={(event) => setFightLogs(event.currentTarget.checked)}
          />
          <Group>
            <Button
              component="a"
              href={fightLogs ? libraryIoRoutes.export.path : `${libraryIoRoutes.export.path}?fightLogs=false`}
              download={libraryFileName(new Date())}
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              Export my content
            </Button>
          </Group>
        </Stack>

        <Divider />

        <Stack gap="md" component="section" aria-labelledby="import-heading">
          <Title order={2} fz="h3" id="import-heading">
            Import
          </Title>
          <Text>
            A file exported from Skald, a Shieldmaiden or Improved Initiative export, or 5e-database and Open5e
            monsters. You see what it adds before anything is saved.
          </Text>
          <Anchor component={Link} to="/content/import/hk_import" underline="always">
            Coming from Shieldmaiden or Improved Initiative? How to get your file out{' '}
            <IconArrowRight size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />
          </Anchor>
          <ImportPanel />
        </Stack>
      </Stack>
    </Container>
  );
}
