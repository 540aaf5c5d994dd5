import { Button, Group, Text } from '@mantine/core';
import { type CSSProperties, memo } from 'react';
import classes from './RunnerNotices.module.css';
import { dismissRunnerNotice, type RunnerNotice, useRunnerNotices } from './runner-notices.ts';

const KIND_COLOURS: Record<RunnerNotice['kind'], string> = {
  damage: 'red',
  healing: 'green',
  passing: 'blue',
  refused: 'red',
  reminder: 'blue',
  undone: 'gray',
};

function edge(notice: RunnerNotice): CSSProperties {
  return {
    '--notice-edge': `var(--mantine-color-${notice.color ?? KIND_COLOURS[notice.kind]}-filled)`,
  } as CSSProperties;
}

/** Memoised: a new notice does not redraw those already shown. */
const PassingNotice = memo(function PassingNotice({ notice }: { notice: RunnerNotice }) {
  return (
    <div className={classes.notice} style={edge(notice)}>
      {notice.title && (
        <Text size="sm" fw={700}>
          {notice.title}
        </Text>
      )}
      <Text size="sm">{notice.text}</Text>
      {notice.redo && (
        <Button
          size="compact-xs"
          variant="light"
          mt={4}
          aria-label={`Redo: ${notice.text}`}
          onClick={() => {
            notice.redo?.();
            dismissRunnerNotice(notice.id);
          }}
        >
          Redo
        </Button>
      )}
    </div>
  );
});

/** A reminder that spoke up and waits: Keep reminder, or Remove (its own command, and undoable). */
const ReminderPrompt = memo(function ReminderPrompt({ notice }: { notice: RunnerNotice }) {
  return (
    <div className={classes.notice} style={edge(notice)} role="alert">
      <Text size="sm" fw={700}>
        {notice.title}
      </Text>
      <Text size="sm">{notice.text}</Text>
      <Group gap="xs" mt="xs">
        <Button size="compact-xs" variant="light" onClick={() => dismissRunnerNotice(notice.id)}>
          Keep reminder
        </Button>
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          onClick={() => {
            notice.remove?.();
            dismissRunnerNotice(notice.id);
          }}
        >
          Remove
        </Button>
      </Group>
    </div>
  );
});

/**
 * The runner's notices, in a place of their own in its layout (below the log, or above the phone's
 * quick bar), so they never lie over a button. Reminders waiting for an answer come first; passing
 * notices are read out politely to screen readers. Redrawn only by the notices.
 */
export const RunnerNotices = memo(function RunnerNotices() {
  const notices = useRunnerNotices();
  return (
    <div className={classes.stack}>
      {notices
        .filter((notice) => notice.remove)
        .map((notice) => (
          <ReminderPrompt key={notice.id} notice={notice} />
        ))}
      <div className={classes.stack} role="status" aria-live="polite">
        {notices
          .filter((notice) => !notice.remove)
          .map((notice) => (
            <PassingNotice key={notice.id} notice={notice} />
          ))}
      </div>
    </div>
  );
});
