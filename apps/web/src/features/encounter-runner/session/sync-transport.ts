import type { EncounterSnapshot } from '@skald/contract/library/encounter-record';
import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import type { EncounterSyncAnswer, QueuedCommand } from '@skald/contract/library/encounter-sync';
import { callRoute, callUrl } from '../../../lib/api/call-route.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** How a server session reaches its encounter on the server. */
export interface SyncTransport {
  sync(baseVersion: number, commands: readonly QueuedCommand[]): Promise<EncounterSyncAnswer>;
  snapshot(): Promise<EncounterSnapshot>;
  /** Follows the encounter's version from `since`; returns the way to stop. */
  follow(since: number, onVersion: (version: number) => void): () => void;
}

/** Where one saved encounter lives: its campaign and its own id. */
export interface EncounterAddress {
  campaignId: string;
  encounterId: string;
}

/** Statuses that say "not now" rather than "no": a timeout and too many requests. */
const PASSING_STATUSES = new Set([0, 408, 429]);

/** The server could not be reached, or could not answer for now: worth trying again later. */
export function isPassingFailure(error: unknown): boolean {
  return error instanceof ApiError && (PASSING_STATUSES.has(error.status) || error.status >= 500);
}

/** A closed event stream (a refused or failed request) is opened again after this long, doubling to a minute. */
const REOPEN_MS = [1000, 2000, 5000, 15_000, 60_000];

/** The version an event names, or null when its data is not `{"version":n}`. */
export function versionOf(data: string): number | null {
  try {
    const version = (JSON.parse(data) as { version?: unknown }).version;
    return typeof version === 'number' && Number.isInteger(version) ? version : null;
  } catch {
    return null;
  }
}

function followVersions(address: EncounterAddress, since: number, onVersion: (version: number) => void): () => void {
  const params = { id: address.campaignId, encid: address.encounterId };
  let latest = since;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;
  const open = () => {
    source = new EventSource(
      callUrl<typeof encounterRoutes.events>(encounterRoutes.events, { params, query: { since: latest } }),
    );
    source.addEventListener('open', () => {
      failures = 0;
    });
    source.addEventListener('version', (event) => {
      const version = versionOf((event as MessageEvent<string>).data);
      if (version === null) return;
      latest = Math.max(latest, version);
      onVersion(version);
    });
    source.addEventListener('error', () => {
      // The browser reconnects a dropped stream by itself; a closed one (refused) is opened again later.
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      const delay = REOPEN_MS[Math.min(failures, REOPEN_MS.length - 1)];
      failures += 1;
      timer = setTimeout(open, delay);
    });
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

/** The real transport: the contract's sync, snapshot and events routes. */
export function serverTransport(address: EncounterAddress): SyncTransport {
  const params = { id: address.campaignId, encid: address.encounterId };
  return {
    sync: (baseVersion, commands) =>
      callRoute(encounterRoutes.sync, { params, body: { baseVersion, commands: [...commands] } }),
    snapshot: () => callRoute(encounterRoutes.snapshot, { params }),
    follow: (since, onVersion) => followVersions(address, since, onVersion),
  };
}
