import { playerRoutes } from '@skald/contract/library/player-record';
import { useRouteQuery } from '../../lib/api/route-queries.ts';

/** The user's players as choices for a companion, by name (the first page of 15, as for campaigns). */
export function usePlayerChoices(): { value: string; label: string }[] {
  const players = useRouteQuery(playerRoutes.list, { query: { sort: 'name', page: 1 } });
  return (players.data?.results ?? []).map((player) => ({
    value: String(player.id),
    label: String(player.character_name),
  }));
}
