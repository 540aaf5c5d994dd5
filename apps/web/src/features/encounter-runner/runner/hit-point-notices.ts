import { useSyncExternalStore } from 'react';
import { NOTIFICATION_TIMEOUT_MS } from '../../../lib/notify.ts';

/** One 'Damage done' or 'Healing done!' notice, shown for a second after a change of hit points. */
export interface HitPointNotice {
  id: number;
  kind: 'damage' | 'healing';
  caption: string;
}

/** A hit on many targets shows a notice each; more than this at once only shows the newest. */
const MOST_SHOWN = 4;

let shown: readonly HitPointNotice[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly HitPointNotice[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a notice for NOTIFICATION_TIMEOUT_MS. The runner keeps these apart from the app's notification
 * stack: that stack measures its toasts (a forced layout of the whole screen) on each one, which is
 * most of what a hit cost in a big fight, while this list is plain text the next frame draws.
 */
export function showHitPointNotice(kind: HitPointNotice['kind'], caption: string): void {
  lastId += 1;
  const id = lastId;
  publish([...shown, { id, kind, caption }].slice(-MOST_SHOWN));
  setTimeout(() => publish(shown.filter((notice) => notice.id !== id)), NOTIFICATION_TIMEOUT_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHitPointNotices(): readonly HitPointNotice[] {
  return useSyncExternalStore(subscribe, () => shown);
}
