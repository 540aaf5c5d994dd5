import type {
  FollowerEncounter,
  FollowerEntity,
  FollowerRewards,
  FollowerWeather,
} from '@skald/contract/live/follower-view';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import type { FollowerVisibility } from '@skald/rules/encounter/follower-visibility';
import { compareInitiative, takesTurns } from '@skald/rules/encounter/turn-order';
import { projectEntity } from './project-entity.ts';
import { publicEntityId } from './public-id.ts';

export interface EncounterToProject {
  id: string;
  state: Encounter;
  /** The encounter's weather as saved by its builder; an empty one (or none) is left out of the view. */
  weather?: FollowerWeather;
  /** Present once the finished encounter's rewards were given. */
  rewards?: FollowerRewards;
}

/**
 * Whose turn followers see: the current combatant when visible; while a hidden one acts, the last visible
 * combatant who takes turns before it in the order, wrapping to the round's end, so the turn seems to stay
 * where it was. Undefined before the fight and when nobody visible takes turns.
 */
function visibleCurrent(ordered: EncounterEntity[], currentKey: string | null): EncounterEntity | undefined {
  const at = ordered.findIndex((entity) => entity.key === currentKey);
  if (at < 0) return undefined;
  const current = ordered[at] as EncounterEntity;
  if (!current.hidden) return current;
  for (let step = 1; step < ordered.length; step++) {
    const before = ordered[(at - step + ordered.length) % ordered.length] as EncounterEntity;
    if (!before.hidden && takesTurns(before)) return before;
  }
  return undefined;
}

/**
 * The running encounter as followers see it. Hidden combatants are left out before anything is derived
 * from them, apart from keeping the turn where followers last saw it. Every visible combatant is listed in
 * the engine's initiative order, those waiting or down included.
 */
export function projectEncounter(
  encounter: EncounterToProject,
  sides: FollowerVisibility,
  secret: string,
): FollowerEncounter {
  const { state } = encounter;
  const ordered = [...state.entities].sort(compareInitiative);
  const idOf = (entity: EncounterEntity) => publicEntityId(secret, encounter.id, entity.key);
  const order: string[] = [];
  const entities: Record<string, FollowerEntity> = {};
  for (const entity of ordered) {
    if (entity.hidden) continue;
    const id = idOf(entity);
    order.push(id);
    entities[id] = projectEntity(entity, id, sides);
  }
  const projected: FollowerEncounter = {
    name: state.name,
    round: state.round,
    finished: state.finished,
    order,
    entities,
  };
  const current = visibleCurrent(ordered, state.currentKey);
  if (current) projected.currentId = idOf(current);
  if (encounter.rewards) projected.rewards = encounter.rewards;
  if (encounter.weather && Object.keys(encounter.weather).length > 0) projected.weather = { ...encounter.weather };
  return projected;
}
