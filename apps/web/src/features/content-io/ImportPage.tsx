import { Alert, Button, Container, Divider, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { libraryFileName } from '@skald/contract/library/library-io-limits';
import { type ImportNote, type ImportReport, libraryIoRoutes } from '@skald/contract/library/library-io-routes';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../components/FormFailure.tsx';
import { callRoute } from '../../lib/api/call-route.ts';
import { invalidatePaths } from '../../lib/api/route-queries.ts';
import { ApiError } from '../../lib/api-client.ts';
import { ImportNotes, ImportReportView } from './ImportReportView.tsx';
import { readLibraryFile } from './read-library-file.ts';

type Step =
  | { name: 'choose' }
  | { name: 'working'; what: string }
  | { name: 'preview'; body: object; report: ImportReport }
  | { name: 'done'; report: ImportReport }
  | { name: 'failed'; error: string; unreadable: ImportNote[] };

/** The records a refused file could not have read, when the server listed them. */
function unreadableOf(error: unknown): ImportNote[] {
  const answer = error instanceof ApiError ? (error.answer as { rejected?: ImportNote[] } | undefined) : undefined;
  return Array.isArray(answer?.rejected) ? answer.rejected : [];
}

function sendFile(body: object, dryRun: boolean) {
  return callRoute(libraryIoRoutes.import, { query: { dryRun: dryRun ? 'true' : 'false' }, body: body as never });
}

/**
 * /content/import: all of the user's content downloaded as one JSON file, and a file of that kind read
 * back in: a preview of what it adds and what it leaves out, then the import itself and its report.
 */
export function ImportPage() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ name: 'choose' });

  async function choose(chosen: File | null) {
    setFile(chosen);
    if (!chosen) return setStep({ name: 'choose' });
    setStep({ name: 'working', what: 'Reading the file…' });
    const read = await readLibraryFile(chosen);
    if (!read.ok) return setStep({ name: 'failed', error: read.error, unreadable: [] });
    try {
      setStep({ name: 'preview', body: read.value, report: await sendFile(read.value, true) });
    } catch (error) {
      setStep({ name: 'failed', error: failureMessage(error), unreadable: unreadableOf(error) });
    }
  }

  async function confirm(body: object) {
    setStep({ name: 'working', what: 'Importing…' });
    try {
      const report = await sendFile(body, false);
      await invalidatePaths(client, ['/api/library', '/api/me']);
      setStep({ name: 'done', report });
    } catch (error) {
      setStep({ name: 'failed', error: failureMessage(error), unreadable: unreadableOf(error) });
    }
  }

  function reset() {
    setFile(null);
    setStep({ name: 'choose' });
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Import content</Title>
          <Text c="dimmed">
            Keep a copy of your content, or move it to another account: export it as one file, then import that file
            there.
          </Text>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="export-heading">
          <Title order={2} fz="h3" id="export-heading">
            Export
          </Title>
          <Text>
            Your campaigns with their notes, players, NPCs, spells, reminders, items and characters, as one JSON file.
            Who controls a player is not included.
          </Text>
          <Group>
            <Button
              component="a"
              href={libraryIoRoutes.export.path}
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
            Choose a file exported from Skald. You see what it adds before anything is saved; every record gets a new
            id, so importing never changes what you already have.
          </Text>
          <FileInput
            label="Library file"
            description="A .json file exported from Skald"
            placeholder="Choose a file"
            accept="application/json,.json"
            value={file}
            onChange={choose}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
            // Mantine's placeholder grey falls below 4.5:1 on a field; the theme's dimmed grey does not.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            leftSection={<IconFileImport size={18} aria-hidden />}
            disabled={step.name === 'working'}
            error={step.name === 'failed' ? step.error : undefined}
          />
          {step.name === 'working' && (
            <Text c="dimmed" role="status">
              {step.what}
            </Text>
          )}
          {step.name === 'failed' && (
            <ImportNotes title="Records that cannot be read" notes={step.unreadable} color="red" />
          )}
          {step.name === 'preview' && (
            <Stack gap="md">
              <Title order={3} fz="h4">
                Preview
              </Title>
              <ImportReportView report={step.report} />
              <Group>
                <Button onClick={() => confirm(step.body)} disabled={totalOf(step.report) === 0}>
                  Import
                </Button>
                <Button variant="default" onClick={reset}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          )}
          {step.name === 'done' && (
            <Stack gap="md">
              <Alert color="green" variant="light" role="status" title="Imported">
                Your content is in your lists; open a kind to see it.
              </Alert>
              <ImportReportView report={step.report} />
              <Group>
                <Button variant="default" onClick={reset}>
                  Import another file
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}

function totalOf(report: ImportReport): number {
  return Object.values(report.added).reduce((sum, count) => sum + count, 0);
}
