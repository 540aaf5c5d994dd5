import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './DiceRoller.module.css';
import type { RollRequest } from './dice-request.ts';
import type { HistoryEntry } from './roll-history.ts';

interface Props {
  entries: HistoryEntry[];
  onRoll(request: RollRequest): void;
  onClear(): void;
}

const MODE_LABELS = { advantage: 'Advantage', disadvantage: 'Disadvantage' } as const;

/** This tab's rolls, newest first; each rolls again with one click. */
export function RollHistoryList({ entries, onRoll, onClear }: Props) {
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <Text component="h3" id={headingId} fz="sm" fw={700} m={0}>
          History
        </Text>
        {entries.length > 0 && (
          <Button size="compact-xs" variant="subtle" onClick={onClear}>
            Clear history
          </Button>
        )}
      </Group>
      {entries.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Rolls you make here are listed until you close this tab.
        </Text>
      ) : (
        <ol className={classes.history}>
          {entries.map((entry) => (
            <li key={entry.id} className={classes.historyRow}>
              <span className={classes.historyNotation}>{entry.notation}</span>
              {entry.mode !== 'normal' && (
                <Badge size="xs" variant="dot" color={entry.mode === 'advantage' ? 'teal' : 'orange'}>
                  {MODE_LABELS[entry.mode]}
                </Badge>
              )}
              <span className={classes.historyTotal}>{entry.total}</span>
              <ActionIcon
                variant="subtle"
                size="md"
                aria-label={`Roll ${entry.notation}${entry.mode === 'normal' ? '' : ` with ${entry.mode}`} again`}
                title="Roll again"
                onClick={() => onRoll({ notation: entry.notation, mode: entry.mode })}
              >
                <IconRefresh size={16} aria-hidden="true" />
              </ActionIcon>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
