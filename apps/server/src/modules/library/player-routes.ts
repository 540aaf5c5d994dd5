import { type PlayerRecord, playerRoutes } from '@skald/contract/library/player-record';
import type { FastifyInstance } from 'fastify';
import { players } from './library-tables.ts';
import { servePlayerControl } from './player-control.ts';
import { checkPlayerLinks, dropGhostLinks, removePlayerFromCampaigns } from './player-links.ts';
import { type LibraryDeps, serveCollection } from './serve-collection.ts';

/** Players (content.md §3): the five collection routes, and giving control of one to another user. */
export async function playerLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  serveCollection<PlayerRecord>(app, deps, playerRoutes, {
    kind: 'players',
    table: players,
    searchName: (player) => player.character_name.toLowerCase(),
    columns: (player) => ({ campaignId: player.campaign_id }),
    beforeWrite: checkPlayerLinks,
    afterRead: (row, request) => dropGhostLinks(deps.db, row, request),
    beforeDelete: removePlayerFromCampaigns,
  });
  servePlayerControl(app, deps);
}
