import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import type { LogEntry } from '@skald/rules/encounter/log';
import { IconArrowBackUp } from '@tabler/icons-react';
import { memo } from 'react';
import { logLine } from './log-lines.ts';
import classes from './Runner.module.css';

interface CombatLogProps {
  log: readonly LogEntry[];
  onUndo(index: number): void;
}

/** Every change of the fight, newest first, each with its own undo. Memoised: redrawn when the log changes. */
export const CombatLog = memo(function CombatLog({ log, onUndo }: CombatLogProps) {
  if (log.length === 0) return <Text c="dimmed">Nothing has happened yet.</Text>;
  const newestFirst = log.map((entry, index) => ({ entry, index })).reverse();
  return (
    <ol className={classes.log} reversed>
      {newestFirst.map(({ entry, index }) => (
        <LogRow key={`${index}-${entry.at}`} entry={entry} index={index} onUndo={onUndo} />
      ))}
    </ol>
  );
});

/** Memoised: a long fight's log redraws only the entry that was added. */
const LogRow = memo(function LogRow({
  entry,
  index,
  onUndo,
}: {
  entry: LogEntry;
  index: number;
  onUndo(index: number): void;
}) {
  const line = logLine(entry);
  return (
    <li className={classes.logEntry}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <div>
          <Text size="sm">{line}</Text>
          <Text size="xs" c="dimmed">
            Round {entry.round}, turn {entry.turn}
          </Text>
        </div>
        <Tooltip label="Undo">
          <ActionIcon variant="subtle" aria-label={`Undo: ${line}`} onClick={() => onUndo(index)}>
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </li>
  );
});
