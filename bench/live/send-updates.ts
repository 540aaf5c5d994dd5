import type { SentUpdates } from './delivery-figures.ts';
import { monotonicMs } from './fleet-protocol.ts';
import type { FollowerFleet } from './follower-fleet.ts';

/** How long the GM waits for every follower to hold an update before sending the next one anyway. */
const DELIVERY_WAIT_MS = 2000;
/** A pause between updates once delivered, so one update's tail never overlaps the next one's start. */
const PAUSE_MS = 30;

/**
 * Sends `count` updates one at a time, as a GM's gestures come: stamps the send and the answer (CLOCK_MONOTONIC),
 * then waits until every follower of `fleet` holds the update (or DELIVERY_WAIT_MS passed) before the next.
 */
export async function sendUpdates(count: number, update: (index: number) => Promise<void>, fleet: FollowerFleet) {
  const sent: SentUpdates = { sentMs: [], answeredMs: [] };
  let timedOut = 0;
  let previous = fleet.latest();
  for (let index = 0; index < count; index += 1) {
    sent.sentMs.push(monotonicMs());
    await update(index);
    sent.answeredMs.push(monotonicMs());
    const version = await fleet.caughtUp(previous, DELIVERY_WAIT_MS);
    if (version === null) timedOut += 1;
    else previous = version;
    await new Promise((done) => setTimeout(done, PAUSE_MS));
  }
  return { sent, timedOut };
}
