import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../library/public.ts';
import { encounterAwardRoutes } from './encounter-awards.ts';
import { encounterEventRoutes } from './encounter-events.ts';
import { encounterReadRoutes } from './encounter-reads.ts';
import { encounterSyncRoutes } from './encounter-sync.ts';
import { EncounterVersions } from './encounter-versions.ts';
import { encounterWriteRoutes } from './encounter-writes.ts';

/**
 * A campaign's saved encounters under /api/library/campaigns/:id/encounters. `versions` is where every
 * committed change is announced to the event streams; a caller may pass its own (to feed it from NOTIFY).
 */
export async function registerEncounters(
  app: FastifyInstance,
  deps: LibraryDeps & { versions?: EncounterVersions },
): Promise<EncounterVersions> {
  const versions = deps.versions ?? new EncounterVersions();
  const full = { ...deps, versions };
  await encounterReadRoutes(app, full);
  await encounterWriteRoutes(app, full);
  await encounterSyncRoutes(app, full);
  await encounterAwardRoutes(app, full);
  await encounterEventRoutes(app, full);
  return versions;
}
