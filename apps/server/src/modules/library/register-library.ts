import type { FastifyInstance } from 'fastify';
import { soundboardRoutesPlugin } from '../soundboard/public.ts';
import { avatarLibraryRoutes } from './avatar-routes.ts';
import { campaignLibraryRoutes } from './campaign-routes.ts';
import { characterLibraryRoutes } from './character-routes.ts';
import { followedRoutes } from './followed-routes.ts';
import { homebrewLibraryRoutes } from './homebrew-routes.ts';
import { itemLibraryRoutes } from './item-routes.ts';
import { npcLibraryRoutes } from './npc-routes.ts';
import { playerLibraryRoutes } from './player-routes.ts';
import { reminderLibraryRoutes } from './reminder-routes.ts';
import type { LibraryDeps } from './serve-collection.ts';
import { spellLibraryRoutes } from './spell-routes.ts';

/** Every library kind's routes, under /api/library. */
export async function registerLibrary(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  await app.register(avatarLibraryRoutes, deps);
  await app.register(homebrewLibraryRoutes, deps);
  await app.register(itemLibraryRoutes, deps);
  await app.register(npcLibraryRoutes, deps);
  await app.register(campaignLibraryRoutes, deps);
  await app.register(playerLibraryRoutes, deps);
  await app.register(characterLibraryRoutes, deps);
  await app.register(spellLibraryRoutes, deps);
  await app.register(reminderLibraryRoutes, deps);
  await app.register(followedRoutes, deps);
  await app.register(soundboardRoutesPlugin, deps);
}
