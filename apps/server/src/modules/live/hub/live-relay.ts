import type { Database } from '../../../db/database.ts';
import type { LiveBus } from '../live-bus.ts';
import { decodeNote, encodeNote, LIVE_NOTIFY_CHANNEL } from './live-notes.ts';

export interface RelayDeps {
  database: Database;
  bus: LiveBus;
  instanceId: string;
  log: { warn(object: unknown, message: string): void };
}

/**
 * Shares the bus between the instances on one database: each local event goes out as a NOTIFY (one at a
 * time, so they keep their order), and the others' come back into the local bus, where the hub and the
 * encounters' event streams hear them as they hear this instance's. Answers the function that stops it.
 */
export async function startLiveRelay(deps: RelayDeps): Promise<() => Promise<void>> {
  const { database, bus, instanceId, log } = deps;
  let relaying = false;
  const stopListening = await database.listen(LIVE_NOTIFY_CHANNEL, (payload) => {
    const note = decodeNote(payload);
    if (!note || note.from === instanceId) return;
    relaying = true;
    try {
      bus.publish(note.event);
    } finally {
      relaying = false;
    }
  });
  let sending = Promise.resolve();
  const unsubscribe = bus.subscribe((event) => {
    if (relaying) return;
    const payload = encodeNote(instanceId, event);
    if (payload === undefined) {
      log.warn({ kind: event.kind }, 'live: an event too large to share with other instances was not sent');
      return;
    }
    sending = sending
      .then(() => database.notify(LIVE_NOTIFY_CHANNEL, payload))
      .catch((error) => log.warn({ err: error }, 'live: an event could not be shared with other instances'));
  });
  return async () => {
    unsubscribe();
    await sending;
    // The database may be closed already (its outage, or a caller closing it first): nothing to stop then.
    await stopListening().catch(() => {});
  };
}
