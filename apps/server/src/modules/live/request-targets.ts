import { BROADCAST_REFUSALS } from '@skald/contract/live/broadcast-routes';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { HttpError } from '../../http/http-error.ts';
import { publicEntityId } from './projection/public-id.ts';

/**
 * The combatants' keys a follower's request names by public id: only visible combatants of the running
 * encounter can be named, so a guess at a hidden one's id is refused like one that left the fight.
 */
export function requestTargetKeys(state: Encounter, encounterId: string, secret: string, ids: string[]): string[] {
  const visible = new Map(
    state.entities
      .filter((entity) => !entity.hidden)
      .map((entity) => [publicEntityId(secret, encounterId, entity.key), entity.key] as const),
  );
  return [...new Set(ids)].map((id) => {
    const key = visible.get(id);
    if (key === undefined) throw new HttpError(409, BROADCAST_REFUSALS.unknownTarget);
    return key;
  });
}
