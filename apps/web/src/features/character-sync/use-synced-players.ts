import type { RouteAnswer } from '@skald/contract/api/api-route';
import { LIBRARY_PAGE_SIZE } from '@skald/contract/library/library-limits';
import { playerRoutes } from '@skald/contract/library/player-record';
import { type SyncedCharacter, syncedPlayerFields } from '@skald/contract/library/synced-character';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../lib/api/call-route.ts';
import { invalidatePaths, routeKey } from '../../lib/api/route-queries.ts';
import type { ApiError } from '../../lib/api-client.ts';
import { notifyPositive } from '../../lib/notify.ts';

/** A player's list row, as far as character sync reads it (the generic list's rows are typed loosely). */
export interface PlayerRow {
  id: string;
  character_name: string;
  sync_character: string | null;
}
export type StoredPlayer = RouteAnswer<typeof playerRoutes.read>;

/** What one button asks: a new player from a character, or a player (linked or to link) to copy it onto. */
export type SyncAction =
  | { kind: 'import'; character: SyncedCharacter }
  | { kind: 'sync'; character: SyncedCharacter; playerId: string };

/** Every page of the user's players: the list is small (a tier's slots), and linking may pick any of them. */
async function allPlayers(signal: AbortSignal): Promise<PlayerRow[]> {
  const rows: PlayerRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await callRoute(playerRoutes.list, { query: { sort: 'name', page } }, signal);
    rows.push(...(answer.results as unknown as PlayerRow[]));
    if (answer.results.length < LIBRARY_PAGE_SIZE || rows.length >= answer.count) return rows;
  }
}

/** The character's copied fields written onto the stored player, which keeps everything else and the sheet's url. */
function syncedRecord(stored: StoredPlayer, character: SyncedCharacter) {
  const { id: _id, created: _created, updated: _updated, ...record } = stored;
  return { ...record, ...syncedPlayerFields(character), sync_character: character.url };
}

/**
 * A signed-in user's players for character sync: all of them (to link one), the linked ones read whole (to
 * compare with the extension), and the write a button asks for. Nothing is asked while `wanted` is false.
 */
export function useSyncedPlayers(wanted: boolean) {
  const client = useQueryClient();
  const players = useQuery<PlayerRow[], ApiError>({
    queryKey: [playerRoutes.list.path, 'every page'],
    queryFn: ({ signal }) => allPlayers(signal),
    enabled: wanted,
  });
  const linkedIds = (players.data ?? []).filter((row) => row.sync_character).map((row) => row.id);
  const linked = useQueries({
    queries: linkedIds.map((id) => ({
      queryKey: routeKey<typeof playerRoutes.read>(playerRoutes.read, { params: { id } }),
      queryFn: ({ signal }: { signal: AbortSignal }) => callRoute(playerRoutes.read, { params: { id } }, signal),
    })),
  });

  const write = useMutation<StoredPlayer, ApiError, SyncAction>({
    mutationFn: async (action) => {
      if (action.kind === 'import') {
        const body = { ...syncedPlayerFields(action.character), sync_character: action.character.url };
        return callRoute(playerRoutes.create, { body: { character_name: action.character.character_name, ...body } });
      }
      // Read afresh, so a change made elsewhere since the page loaded is kept.
      const stored = await callRoute(playerRoutes.read, { params: { id: action.playerId } });
      const body = syncedRecord(stored, action.character);
      return callRoute(playerRoutes.replace, { params: { id: action.playerId }, body });
    },
    onSuccess: async (saved, action) => {
      notifyPositive(
        action.kind === 'import'
          ? `${saved.character_name} was imported as a new player.`
          : `${saved.character_name} was synced with the extension.`,
      );
      await invalidatePaths(client, [playerRoutes.list.path, '/api/me/overview']);
    },
  });

  return {
    players,
    linkedPlayers: linked.flatMap((query) => (query.data ? [query.data] : [])),
    linkedLoading: linked.some((query) => query.isPending),
    write,
  };
}
