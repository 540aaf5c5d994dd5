import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { readStatBlock } from '@skald/statblock/read-stat-block';
import type { StatBlockLayout, UnreadLine } from '@skald/statblock/stat-block-reading';
import { IconAlertTriangle, IconFileText } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { NpcFormValues } from '../npc-form.ts';
import { fillFromRecord, LAYOUT_NAMES } from './creator-fill.ts';
import classes from './MonsterCreator.module.css';

/** What the last reading that filled the form found: its layout and the lines it left. */
export interface ShownReading {
  layout: StatBlockLayout;
  unread: UnreadLine[];
}

interface StatBlockPasteBoxProps {
  /** A stat block was read: the page fills the form with it (asking first over changes of the GM's). */
  onRead: (values: NpcFormValues, reading: ShownReading) => void;
  /** The reading now in the form, whose unread lines are listed. */
  shown: ShownReading | null;
}

/**
 * The paste box: a stat block copied as text or JSON, read in the browser by the stat-block reader. The
 * form gets what it read; the lines it could not place are listed here, for the GM to put in by hand.
 */
export function StatBlockPasteBox({ onRead, shown }: StatBlockPasteBoxProps) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const headingId = useId();

  function read() {
    const reading = readStatBlock(text);
    if (!reading.ok) {
      setMessage(reading.message);
      return;
    }
    const fill = fillFromRecord(reading.monster);
    if (!fill.ok) {
      setMessage(fill.message);
      return;
    }
    setMessage(null);
    onRead(fill.values, { layout: reading.layout, unread: reading.unread });
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          From a stat block
        </Title>
        <Text size="sm" c="dimmed">
          The SRD layout copied from a page or PDF, homebrew markdown, the 2024 layout, or JSON from Skald, Shieldmaiden
          or the 5e-database. It fills the form; nothing is saved until you save.
        </Text>
        <Textarea
          label="Paste a stat block"
          placeholder={'Goblin\nSmall humanoid (goblinoid), neutral evil\nArmor Class 15 (leather armor, shield)\n…'}
          autosize
          minRows={6}
          maxRows={12}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          classNames={{ input: classes.pasted }}
          spellCheck={false}
        />
        <Group justify="flex-end">
          <Button onClick={read} leftSection={<IconFileText size={16} aria-hidden />}>
            Read
          </Button>
        </Group>
        {message && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title="Nothing was read"
            icon={<IconAlertTriangle aria-hidden />}
          >
            {message}
          </Alert>
        )}
        {shown && !message && <ReadingReport reading={shown} />}
      </Stack>
    </Paper>
  );
}

/** Which layout was recognised, and each line the reader could not place, by its number in the pasted text. */
function ReadingReport({ reading }: { reading: ShownReading }) {
  const { unread } = reading;
  const listId = useId();
  return (
    <Stack gap="xs" component="section" aria-label="What was read" className={classes.report}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Read as
        </Text>
        {/* A dot of colour beside the text's own colour: teal text on its light tint is too faint in the light theme. */}
        <Badge variant="dot" color="teal" tt="none">
          {LAYOUT_NAMES[reading.layout]}
        </Badge>
      </Group>
      {unread.length === 0 ? (
        <Text size="sm">Every line was read. Check the form, then save.</Text>
      ) : (
        <>
          <Text size="sm" id={listId}>
            {unread.length === 1 ? 'One line was' : `${unread.length} lines were`} not read; put what{' '}
            {unread.length === 1 ? 'it says' : 'they say'} in the form yourself:
          </Text>
          <ul className={classes.unread} aria-labelledby={listId}>
            {unread.map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reading's list never changes; JSON fields share line 1.
              <li key={index}>
                <span className={classes.lineNumber}>Line {part.line}</span>
                <span className={classes.lineText}>
                  {/* A JSON field's place ("actions.2.name"), unless the reader's words start with it already. */}
                  {part.path && !part.text.startsWith(part.path) ? (
                    <code className={classes.path}>{part.path}</code>
                  ) : null}
                  {part.text}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Stack>
  );
}
