import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { LIBRARY_FILE_NOTES } from '@skald/contract/library/library-io-limits';
import type { ImportNote, ImportReport } from '@skald/contract/library/library-io-routes';
import { titleCase } from '@skald/contract/library/library-limits';
import { Link } from 'react-router';
import { LIBRARY_KINDS } from '../../components/library/content-kinds.ts';

/** Kinds whose names are stored lowercase and shown in title case. */
const LOWERCASE_NAMES = new Set<ImportNote['kind']>(['npcs', 'items', 'spells', 'reminders']);
/** Campaign notes have no list of their own: the preview counts them on a row after the kinds. */
const NOTES_LABEL = 'Campaign notes';

function label(kind: ImportNote['kind']): string {
  if (kind === LIBRARY_FILE_NOTES) return NOTES_LABEL;
  return LIBRARY_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;
}

function shownName(note: ImportNote): string {
  return LOWERCASE_NAMES.has(note.kind) ? titleCase(note.name) : note.name;
}

/** Records left out or changed, one below the other: the name, its kind, and why. */
export function ImportNotes({ title, notes, color }: { title: string; notes: ImportNote[]; color: string }) {
  if (notes.length === 0) return null;
  const seen = new Map<string, number>();
  const keyed = notes.map((note) => {
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
              <Badge variant="light" color={color} style={{ flexShrink: 0 }}>
                {label(note.kind)}
              </Badge>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {shownName(note)}
              </Text>
            </Group>
            <Text fz="sm" c="dimmed" mt={4}>
              {note.reason}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * What an import would add (a preview) or added, kind by kind and then the campaign notes, with what it
 * left out and why. Once the import is done each kind links to its list.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const total = LIBRARY_KINDS.reduce((sum, entry) => sum + report.added[entry.kind], 0);
  return (
    <Stack gap="lg">
      <Table withTableBorder verticalSpacing="xs" striped captionSide="top">
        <Table.Caption ta="left" fz="md" c="var(--mantine-color-text)">
          {report.dryRun
            ? `${total} ${total === 1 ? 'record' : 'records'} would be added.`
            : `${total} ${total === 1 ? 'record was' : 'records were'} added.`}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kind</Table.Th>
            <Table.Th ta="right">{report.dryRun ? 'To add' : 'Added'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {LIBRARY_KINDS.map((entry) => (
            <Table.Tr key={entry.kind}>
              <Table.Td>
                {report.dryRun ? (
                  entry.label
                ) : (
                  <Anchor component={Link} to={entry.to} fw={600}>
                    {entry.label}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td ta="right" data-testid={`import-${entry.kind}`}>
                {report.added[entry.kind]}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>{NOTES_LABEL}</Table.Td>
            <Table.Td ta="right" data-testid={`import-${LIBRARY_FILE_NOTES}`}>
              {report.added[LIBRARY_FILE_NOTES]}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
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
