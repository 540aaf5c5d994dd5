import type { EncounterSnapshot, Weather } from '@skald/contract/library/encounter-record';
import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import { callRoute } from '../../../lib/api/call-route.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { type CommandStore, indexedDbStore } from '../session/command-store.ts';
import { createServerSession, type ServerSession } from '../session/server-session.ts';
import { type EncounterAddress, isPassingFailure, serverTransport } from '../session/sync-transport.ts';

/** One store for the tab: its database is opened once. */
let store: CommandStore | null = null;

export const NEVER_OPENED_HERE =
  'You are offline, and this encounter has not been opened on this device before, so it cannot be run until the connection is back.';

/** An opened saved encounter: its fight, and the weather its builder laid over it. */
export interface OpenedEncounter {
  session: ServerSession;
  weather: Weather;
}

/**
 * The saved encounter's fight: the server's, or offline the copy this browser kept the last time, with the
 * gestures it still holds for the server replayed on top. Offline it runs without its weather, which only
 * the server's copy holds.
 */
export async function openSavedEncounter(address: EncounterAddress): Promise<OpenedEncounter> {
  store ??= indexedDbStore();
  const kept = await store.load(address.encounterId);
  let start: EncounterSnapshot;
  let weather: Weather = {};
  try {
    const read = await callRoute(encounterRoutes.read, {
      params: { id: address.campaignId, encid: address.encounterId },
    });
    const { version, encounter, log } = read;
    start = { version, encounter, log };
    weather = read.weather;
    await store.confirm(address.encounterId, start, []);
  } catch (error) {
    if (!isPassingFailure(error)) throw error;
    if (!kept.snapshot) throw new ApiError(0, NEVER_OPENED_HERE);
    start = kept.snapshot;
  }
  const session = createServerSession({
    encounterId: address.encounterId,
    start,
    queue: kept.queue,
    acknowledged: kept.acknowledged,
    transport: serverTransport(address),
    store,
    automate: true,
  });
  return { session, weather };
}
