import { type PlayerRecord, playerRoutes } from '@skald/contract/library/player-record';
import type { FastifyInstance } from 'fastify';
import { linkListedCompanions } from './companion-links.ts';
import { players } from './library-tables.ts';
import { servePlayerControl } from './player-control.ts';
import { checkPlayerLinks, dropGhostLinks, removePlayerFromCampaigns } from './player-links.ts';
import { type CollectionSpec, type LibraryDeps, serveCollection } from './serve-collection.ts';

/** How the collection (and a library import) stores a player. */
export const playerCollection: CollectionSpec<PlayerRecord> = {
  kind: 'players',
  table: players,
  searchName: (player) => player.character_name.toLowerCase(),
  columns: (player) => ({ campaignId: player.campaign_id }),
  beforeWrite: checkPlayerLinks,
  afterWrite: linkListedCompanions,
  afterRead: dropGhostLinks,
  beforeDelete: removePlayerFromCampaigns,
  // Followers of the player's campaign see its party's names and hit points.
  announce: ({ campaignId, userId }, deleted) =>
    !deleted && campaignId ? [{ kind: 'campaign', campaignId, userId }] : [],
};

/** Players (content.md §3): the five collection routes, and giving control of one to another user. */
export async function playerLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  serveCollection<PlayerRecord>(app, deps, playerRoutes, playerCollection);
  servePlayerControl(app, deps);
}
