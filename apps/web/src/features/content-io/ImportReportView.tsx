import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportNote, ImportReport } from '@skald/contract/library/library-io-routes';
import { titleCase } from '@skald/contract/library/library-limits';
import type { ContentOverview } from '@skald/contract/library/tier-routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { freeSlots, kindLabel, kindsTouched, totalTouched } from './import-kinds.ts';

/** Kinds whose names are stored lowercase and shown in title case. */
const LOWERCASE_NAMES = new Set<ImportNote['kind']>(['npcs', 'items', 'spells', 'reminders']);

/** A record's name as its list shows it. */
export function shownName(note: Pick<ImportNote, 'kind' | 'name'>): string {
  return LOWERCASE_NAMES.has(note.kind) ? titleCase(note.name) : note.name;
}

/** Notes drawn at first, and added a press: 9,000 records left out must not hold the page for seconds. */
const NOTES_AT_ONCE = 100;

/** Records left out or changed, one below the other: the name, its kind, and why. */
export function ImportNotes({ title, notes, color }: { title: string; notes: ImportNote[]; color: string }) {
  const [shown, setShown] = useState(NOTES_AT_ONCE);
  if (notes.length === 0) return null;
  const seen = new Map<string, number>();
  const keyed = notes.slice(0, shown).map((note) => {
    const base = `${note.kind}:${note.name}:${note.reason}`;
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    return { note, key: `${base}:${repeat}` };
  });
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {title} ({notes.length})
      </Title>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {keyed.map(({ note, key }) => (
          <Paper key={key} component="li" withBorder p="sm" radius="md">
            <Group gap="xs" wrap="nowrap" align="baseline">
              <Badge variant="light" color={color} tt="none" style={{ flexShrink: 0 }}>
                {kindLabel(note.kind)}
              </Badge>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {shownName(note) || '(no name)'}
              </Text>
            </Group>
            <Text fz="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {note.reason}
            </Text>
          </Paper>
        ))}
      </Stack>
      {notes.length > shown && (
        <Group>
          <Button variant="default" onClick={() => setShown(shown + NOTES_AT_ONCE)}>
            Show {Math.min(NOTES_AT_ONCE, notes.length - shown)} more of {notes.length - shown}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function caption(report: ImportReport): string {
  const total = totalTouched(report);
  const records = total === 1 ? 'record' : 'records';
  if (report.dryRun) return total === 0 ? 'Nothing in it would be imported.' : `${total} ${records} would be imported.`;
  return total === 0 ? 'Nothing was imported.' : `${total} ${total === 1 ? 'record was' : 'records were'} imported.`;
}

/**
 * What an import would take (a preview, with the tier's free slots beside) or took, kind by kind: the kinds it
 * touches only. Once done each kind links to its list.
 */
export function ImportCounts({ report, overview }: { report: ImportReport; overview?: ContentOverview }) {
  const kinds = kindsTouched(report);
  const overwrites = kinds.some((entry) => report.overwritten[entry.kind] > 0);
  return (
    <Table withTableBorder verticalSpacing="xs" striped captionSide="top">
      <Table.Caption ta="left" fz="md" c="var(--mantine-color-text)">
        {caption(report)}
      </Table.Caption>
      {kinds.length > 0 && (
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kind</Table.Th>
            <Table.Th ta="right">{report.dryRun ? 'New' : 'Added'}</Table.Th>
            {overwrites && <Table.Th ta="right">{report.dryRun ? 'Overwrites' : 'Overwritten'}</Table.Th>}
            {report.dryRun && <Table.Th>Your slots</Table.Th>}
          </Table.Tr>
        </Table.Thead>
      )}
      <Table.Tbody>
        {kinds.map((entry) => {
          const slots = report.dryRun ? freeSlots(entry, report.added[entry.kind], overview) : undefined;
          return (
            <Table.Tr key={entry.kind}>
              <Table.Td>
                {!report.dryRun && entry.to ? (
                  <Anchor component={Link} to={entry.to} fw={600}>
                    {entry.label}
                  </Anchor>
                ) : (
                  entry.label
                )}
              </Table.Td>
              <Table.Td ta="right" data-testid={`import-${entry.kind}`}>
                {report.added[entry.kind]}
              </Table.Td>
              {overwrites && (
                <Table.Td ta="right" data-testid={`overwrite-${entry.kind}`}>
                  {report.overwritten[entry.kind]}
                </Table.Td>
              )}
              {report.dryRun && (
                <Table.Td c={slots?.short ? 'red.8' : 'dimmed'} fw={slots?.short ? 600 : undefined} fz="sm">
                  {slots?.text ?? '—'}
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The counts, then what is left out and what is taken with a change, each with its reason. */
export function ImportReportView({ report, overview }: { report: ImportReport; overview?: ContentOverview }) {
  return (
    <Stack gap="lg">
      <ImportCounts report={report} overview={overview} />
      <ImportNotes
        title={report.dryRun ? 'Will not be imported' : 'Not imported'}
        notes={report.rejected}
        color="red"
      />
      <ImportNotes
        title={report.dryRun ? 'Will be imported with a change' : 'Imported with a change'}
        notes={report.changed}
        color="yellow"
      />
    </Stack>
  );
}
