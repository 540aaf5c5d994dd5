import type { FastifyInstance } from 'fastify';
import type { EncounterDeps } from './encounter-access.ts';
import { encounterAwardRoutes } from './encounter-awards.ts';
import { encounterEventRoutes } from './encounter-events.ts';
import { encounterReadRoutes } from './encounter-reads.ts';
import { encounterSyncRoutes } from './encounter-sync.ts';
import { encounterWriteRoutes } from './encounter-writes.ts';

/**
 * A campaign's saved encounters under /api/library/campaigns/:id/encounters. Writes announce the versions
 * they commit through `commits`; `versions` holds the event streams, fed by whoever publishes them.
 */
export async function registerEncounters(app: FastifyInstance, deps: EncounterDeps): Promise<void> {
  await encounterReadRoutes(app, deps);
  await encounterWriteRoutes(app, deps);
  await encounterSyncRoutes(app, deps);
  await encounterAwardRoutes(app, deps);
  await encounterEventRoutes(app, deps);
}
