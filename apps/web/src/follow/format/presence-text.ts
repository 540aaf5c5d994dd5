import type { FollowerPresence } from '@skald/contract/live/follower-view';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** '14:02' today, '3 Nov, 14:02' another day, in the reader's time zone. */
export function sinceText(since: Date, now: Date): string {
  const sameDay = since.toDateString() === now.toDateString();
  return sameDay ? TIME.format(since) : `${DAY.format(since)}, ${TIME.format(since)}`;
}

/** 'GM online', or 'GM offline since 14:02' (just 'GM offline' when the time cannot be read). */
export function presenceText(presence: FollowerPresence, now = new Date()): string {
  if (presence.online) return 'GM online';
  const since = new Date(presence.since);
  return Number.isNaN(since.getTime()) ? 'GM offline' : `GM offline since ${sinceText(since, now)}`;
}
