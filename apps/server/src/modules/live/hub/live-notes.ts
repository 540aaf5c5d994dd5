import type { LiveEvent } from '../live-bus.ts';

/** The PostgreSQL notification channel every instance listens on. */
export const LIVE_NOTIFY_CHANNEL = 'skald_live';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; stay clear of it. */
const MAX_PAYLOAD_BYTES = 7900;

/** One event as another instance hears it: who sent it, and the event (ids only, and a shared roll). */
export interface LiveNote {
  from: string;
  event: LiveEvent;
}

/** An encounter event without its committed row, which stays in this process. */
function withoutRow({ committed: _row, ...event }: Extract<LiveEvent, { kind: 'encounter' }>): LiveEvent {
  return event;
}

/**
 * The notification payload for a local event: an encounter's by ids, version and cause (the committed row
 * stays in this process); a roll too large has its dice cut, and is dropped if still too large.
 */
export function encodeNote(from: string, local: LiveEvent): string | undefined {
  const event: LiveEvent = local.kind === 'encounter' ? withoutRow(local) : local;
  const payload = JSON.stringify({ from, event });
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  if (event.kind !== 'roll') return undefined;
  const { roll } = event;
  const smaller: LiveEvent = {
    ...event,
    roll: {
      ...roll,
      title: roll.title.slice(0, 200),
      expression: roll.expression.slice(0, 200),
      entityName: roll.entityName?.slice(0, 200) ?? null,
      throws: roll.throws.slice(0, 200),
    },
  };
  const cut = JSON.stringify({ from, event: smaller });
  return Buffer.byteLength(cut) <= MAX_PAYLOAD_BYTES ? cut : undefined;
}

const KINDS = new Set([
  'encounter',
  'broadcast',
  'campaign',
  'roll',
  'requests',
  'host',
  'encounter-deleted',
  'sessions-ended',
]);

/** A payload read back, or undefined when it is not one of ours. */
export function decodeNote(payload: string): LiveNote | undefined {
  try {
    const note = JSON.parse(payload) as LiveNote;
    if (typeof note?.from !== 'string' || !KINDS.has(note.event?.kind)) return undefined;
    return note;
  } catch {
    return undefined;
  }
}
