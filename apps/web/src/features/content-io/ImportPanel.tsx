import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ImportNote, ImportReport } from '@skald/contract/library/library-io-routes';
import { contentOverviewRoute } from '@skald/contract/library/tier-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { failureMessage } from '../../components/FormFailure.tsx';
import { invalidatePaths, useRouteQuery } from '../../lib/api/route-queries.ts';
import { fileSentence } from './file-label.ts';
import { DEFAULT_CHOICES, ImportChoices, type ImportChoiceValues } from './ImportChoices.tsx';
import { ImportDone } from './ImportDone.tsx';
import { ImportNotes, ImportReportView } from './ImportReportView.tsx';
import { ImportSourcePicker } from './ImportSourcePicker.tsx';
import { totalTouched } from './import-kinds.ts';
import { type ImportSource, readImportFile, readPastedJson } from './read-import-source.ts';
import { sendImport, unreadableOf } from './send-import.ts';
import { sizeText, WorkingStatus } from './WorkingStatus.tsx';

type Source = Extract<ImportSource, { ok: true }>;

type Step =
  | { name: 'choose' }
  | { name: 'working'; what: string }
  | { name: 'preview'; report: ImportReport; updating: boolean }
  | { name: 'done'; report: ImportReport }
  | { name: 'failed'; error: string; unreadable: ImportNote[] };

/**
 * A file (chosen, dropped or pasted) of any format the server reads, previewed by the server's dry run:
 * what it is, what it adds against the tier's free slots, the importer's choices (each asks for a new
 * preview), what is left out and why; then the import and its report.
 */
export function ImportPanel() {
  const client = useQueryClient();
  const { data: overview } = useRouteQuery(contentOverviewRoute, {});
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [choices, setChoices] = useState<ImportChoiceValues>(DEFAULT_CHOICES);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  // Only the latest request's answer is shown: an earlier preview may come back after a later one.
  const latest = useRef(0);

  async function preview(chosen: Source, values: ImportChoiceValues, report?: ImportReport) {
    const request = ++latest.current;
    setStep(
      report
        ? { name: 'preview', report, updating: true }
        : { name: 'working', what: `Checking the file (${sizeText(chosen.bytes)}) on the server…` },
    );
    try {
      const answer = await sendImport(chosen.body, true, values);
      if (request === latest.current) setStep({ name: 'preview', report: answer, updating: false });
    } catch (error) {
      if (request === latest.current) {
        setStep({ name: 'failed', error: failureMessage(error), unreadable: unreadableOf(error) });
      }
    }
  }

  async function take(read: ImportSource) {
    if (!read.ok) {
      latest.current++;
      return setStep({ name: 'failed', error: read.error, unreadable: [] });
    }
    setSource(read);
    setChoices(DEFAULT_CHOICES);
    await preview(read, DEFAULT_CHOICES);
  }

  async function chooseFile(chosen: File | null) {
    setFile(chosen);
    setSource(null);
    if (!chosen) return setStep({ name: 'choose' });
    setStep({ name: 'working', what: 'Reading the file…' });
    await take(await readImportFile(chosen));
  }

  function choose(values: ImportChoiceValues, report: ImportReport) {
    setChoices(values);
    if (source) void preview(source, values, report);
  }

  async function confirm(chosen: Source) {
    const request = ++latest.current;
    setStep({ name: 'working', what: 'Importing…' });
    try {
      const report = await sendImport(chosen.body, false, choices);
      await invalidatePaths(client, ['/api/library', '/api/me']);
      if (request === latest.current) setStep({ name: 'done', report });
    } catch (error) {
      if (request === latest.current) {
        setStep({ name: 'failed', error: failureMessage(error), unreadable: unreadableOf(error) });
      }
    }
  }

  function reset() {
    latest.current++;
    setFile(null);
    setSource(null);
    setStep({ name: 'choose' });
  }

  if (step.name === 'done') return <ImportDone report={step.report} onAnother={reset} />;
  const working = step.name === 'working';
  return (
    <Stack gap="md">
      <ImportSourcePicker
        file={file}
        onFile={chooseFile}
        onPaste={(text) => {
          setFile(null);
          setSource(null);
          setStep({ name: 'working', what: 'Reading the JSON…' });
          void readPastedJson(text).then(take);
        }}
        disabled={working}
        error={step.name === 'failed' ? step.error : undefined}
      />
      {working && <WorkingStatus key={step.what} what={step.what} />}
      {step.name === 'failed' && (
        <ImportNotes title="Records that cannot be read" notes={step.unreadable} color="red" />
      )}
      {step.name === 'preview' && source && (
        <Stack gap="lg" component="section" aria-labelledby="import-preview-heading">
          <Stack gap={4}>
            <Title order={3} fz="h3" id="import-preview-heading">
              Preview
            </Title>
            <Text>{fileSentence(step.report.label)} Nothing is saved until you import it.</Text>
          </Stack>
          <ImportChoices
            report={step.report}
            askCampaign={source.encountersWithoutCampaign}
            values={choices}
            onChange={(values) => choose(values, step.report)}
            disabled={step.updating}
          />
          {step.updating && <WorkingStatus what="Updating the preview…" />}
          <ImportReportView report={step.report} overview={overview} />
          <Group>
            <Button onClick={() => confirm(source)} disabled={step.updating || totalTouched(step.report) === 0}>
              Import
            </Button>
            <Button variant="default" onClick={reset}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
