import { useSyncExternalStore } from 'react';
import { NOTIFICATION_TIMEOUT_MS } from '../../../lib/notify.ts';

/**
 * What the runner tells the GM beside the fight: the second-long 'Damage done' and 'Healing done!',
 * passing notices (a death, an expiry, a refusal) and reminders waiting for Keep or Remove.
 */
export interface RunnerNotice {
  id: number;
  kind: 'damage' | 'healing' | 'passing' | 'refused' | 'reminder' | 'undone';
  title: string | null;
  text: string;
  /** A Mantine colour name for the notice's edge; the kind's own colour when absent. */
  color?: string;
  /** A reminder that waits for the GM: its Remove button. Without it the notice goes by itself. */
  remove?: () => void;
  /** An undone entry's Redo button, which applies the entry's command again. */
  redo?: () => void;
}

/** A notice that needs no answer stays long enough to be read, then goes. */
export const PASSING_NOTICE_MS = 3000;

/** A hit on many targets shows a notice each; more passing ones than this at once only shows the newest. */
const MOST_PASSING = 4;

let shown: readonly RunnerNotice[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly RunnerNotice[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

const waits = (notice: Pick<RunnerNotice, 'remove'>) => notice.remove !== undefined;

export function dismissRunnerNotice(id: number): void {
  if (shown.some((notice) => notice.id === id)) publish(shown.filter((notice) => notice.id !== id));
}

/**
 * Shows a notice: a reminder with `remove` until the GM answers it, any other for `lastsMs`. The
 * runner keeps these apart from the app's notification stack, which floats over the turn buttons and
 * measures its toasts (a forced layout of the whole screen) on each one; these sit in their own place
 * in the runner's layout, as plain text the next frame draws.
 */
export function showRunnerNotice(notice: Omit<RunnerNotice, 'id'>, lastsMs = PASSING_NOTICE_MS): void {
  lastId += 1;
  const id = lastId;
  const next = [...shown, { ...notice, id }];
  const passing = next.filter((other) => !waits(other));
  const dropped = new Set(passing.slice(0, -MOST_PASSING).map((other) => other.id));
  publish(next.filter((other) => !dropped.has(other.id)));
  if (!waits(notice)) setTimeout(() => dismissRunnerNotice(id), lastsMs);
}

/** The second-long notice of a change of hit points (the specification's notification timeout). */
export function showHitPointNotice(kind: 'damage' | 'healing', caption: string): void {
  showRunnerNotice(
    { kind, title: kind === 'damage' ? 'Damage done' : 'Healing done!', text: caption },
    NOTIFICATION_TIMEOUT_MS,
  );
}

/** Why the runner refused what the GM asked. */
export function showRefusal(message: string): void {
  showRunnerNotice({ kind: 'refused', title: null, text: message });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRunnerNotices(): readonly RunnerNotice[] {
  return useSyncExternalStore(subscribe, () => shown);
}
