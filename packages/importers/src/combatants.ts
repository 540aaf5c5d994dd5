import { titleCase } from '@skald/contract/library/library-limits';
import type { NpcRecord } from '@skald/contract/library/npc-record';
import { CONDITIONS, type Condition, type ExhaustionLevel } from '@skald/rules/constants/conditions';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { MAX_GAME_NUMBER } from '@skald/rules/encounter/encounter-limits';
import {
  type ConditionState,
  createEntity,
  EMPTY_METERS,
  type EncounterEntity,
  type EntityType,
  type Meters,
  type Transformation,
} from '@skald/rules/encounter/entity';
import { turnOrder, turnPosition } from '@skald/rules/encounter/turn-order';
import type { Monster } from '@skald/rules/monster/monster';
import { entityFromMonster } from '@skald/rules/monster/monster-entity';
import { MONSTER_RANGES } from '@skald/rules/validation/monster-parsing';
import { isObject, numberOf } from '@skald/statblock/json/json-values';
import { nameText } from './words.ts';

/** The most hit points a converted combatant keeps: a monster's most (combat.md §5). */
const MAX_HIT_POINTS = MONSTER_RANGES.hitPoints.max;

function whole(value: unknown, min: number, max: number): number | undefined {
  const number = numberOf(value);
  return number === undefined ? undefined : Math.min(max, Math.max(min, Math.trunc(number)));
}

/** A combatant linked to an NPC of the file (by the NPC's new id), at the hit points given or the stat block's. */
export function npcCombatant(npc: NpcRecord & { id: string }, key: string, name: unknown, hitPoints: unknown) {
  const entity = entityFromMonster(npc, {
    key,
    name: nameText(name)?.slice(0, 100) ?? titleCase(npc.name),
    hitPoints: whole(hitPoints, 1, MAX_HIT_POINTS),
    source: 'custom',
  });
  entity.id = npc.id;
  return entity;
}

/** A combatant from the compendium's stat block. */
export function srdCombatant(monster: Monster, key: string, name: unknown, hitPoints: unknown) {
  return entityFromMonster(monster, {
    key,
    name: nameText(name)?.slice(0, 100) ?? monster.name,
    hitPoints: whole(hitPoints, 1, MAX_HIT_POINTS),
    source: 'srd',
  });
}

/** A combatant linked to a player of the file: the sheet's hit points, armor class and initiative bonus. */
export function playerCombatant(
  player: { id: string; character_name: string; maxHp: unknown; ac: unknown; initiative: unknown },
  key: string,
  name: unknown,
) {
  const entity = plainCombatant({
    key,
    name: nameText(name) ?? player.character_name,
    entityType: 'player',
    maxHp: player.maxHp,
    ac: player.ac,
  });
  entity.id = player.id;
  const bonus = whole(player.initiative, -10, 99);
  if (bonus !== undefined) entity.initiativeBonus = bonus;
  return entity;
}

/** A combatant linked to nothing: its name, hit points and armor class as the file gives them. */
export function plainCombatant(fields: {
  key: string;
  name: string;
  entityType: EntityType;
  maxHp: unknown;
  ac: unknown;
}) {
  return createEntity({
    key: fields.key,
    name: fields.name.slice(0, 100),
    entityType: fields.entityType,
    maxHp: whole(fields.maxHp, 1, MAX_HIT_POINTS) ?? 1,
    ac: whole(fields.ac, 0, 99) ?? 10,
  });
}

/** What a fight left on a combatant, as another tool kept it. */
export interface FightState {
  initiative?: unknown;
  curHp?: unknown;
  tempHp?: unknown;
  maxHpMod?: unknown;
  ac_bonus?: unknown;
  hidden?: unknown;
  active?: unknown;
  conditions?: unknown;
  /** Down (an NPC at 0), dead or stable. */
  down?: unknown;
  dead?: unknown;
  stable?: unknown;
  /** A second body: `{ curHp, maxHp, maxHpMod, ac }`. */
  transformed?: unknown;
  /** Damage and healing meters by name. */
  meters?: unknown;
}

/** The combatant with the fight's state laid over it, each number held to what the engine takes. */
export function withFightState(entity: EncounterEntity, state: FightState): EncounterEntity {
  const next = { ...entity };
  next.initiative = whole(state.initiative, -50, 100) ?? next.initiative;
  next.maxHpMod = whole(state.maxHpMod, -next.maxHp, MAX_HIT_POINTS) ?? next.maxHpMod;
  next.tempHp = whole(state.tempHp, 0, MAX_HIT_POINTS) ?? next.tempHp;
  next.ac_bonus = whole(state.ac_bonus, -99, 99) ?? next.ac_bonus;
  next.curHp = whole(state.curHp, 0, Math.max(0, next.maxHp + next.maxHpMod)) ?? next.curHp;
  next.curHp = Math.min(next.curHp, Math.max(0, next.maxHp + next.maxHpMod));
  if (typeof state.hidden === 'boolean') next.hidden = state.hidden;
  if (typeof state.active === 'boolean') next.active = state.active;
  next.conditions = conditionsOf(state.conditions);
  for (const flag of ['down', 'dead', 'stable'] as const)
    if (typeof state[flag] === 'boolean') next[flag] = state[flag];
  next.transformed = transformationOf(state.transformed);
  if (isObject(state.meters)) {
    const meters = state.meters;
    next.meters = Object.fromEntries(
      Object.entries(EMPTY_METERS).map(([name, none]) => [name, whole(meters[name], 0, MAX_GAME_NUMBER) ?? none]),
    ) as unknown as Meters;
  }
  return next;
}

/** A transformed body with its numbers held to the engine's: hit points within its maximum. */
function transformationOf(value: unknown): Transformation | null {
  if (!isObject(value)) return null;
  const maxHp = whole(value.maxHp, 1, MAX_HIT_POINTS);
  if (maxHp === undefined) return null;
  const maxHpMod = whole(value.maxHpMod, -maxHp, MAX_HIT_POINTS) ?? 0;
  const curHp = whole(value.curHp, 0, maxHp + maxHpMod) ?? maxHp + maxHpMod;
  return { curHp, maxHp, maxHpMod, ac: whole(value.ac, 0, 99) ?? 10 };
}

/**
 * `{ poisoned: true, exhaustion: 2, prone: { rounds: 3 } }` → the engine's conditions (exhaustion with its level,
 * any with the rounds it has left); unknown names are left out.
 */
function conditionsOf(value: unknown): EncounterEntity['conditions'] {
  if (!isObject(value)) return {};
  const conditions: EncounterEntity['conditions'] = {};
  for (const [name, on] of Object.entries(value)) {
    if (!CONDITIONS.includes(name as Condition) || on === false || on === null) continue;
    // A duration of 0 (or none) lasts until removed.
    const rounds = isObject(on) && (numberOf(on.rounds) ?? 0) >= 1 ? whole(on.rounds, 1, 1000) : undefined;
    const state: ConditionState = rounds === undefined ? {} : { rounds };
    if (name === 'exhaustion') state.level = (whole(isObject(on) ? on.level : on, 1, 6) ?? 1) as ExhaustionLevel;
    conditions[name as Condition] = state;
  }
  return conditions;
}

/**
 * A fight under way as a library file holds it (interface item 1): the engine's encounter at `round`, the turn
 * on the combatant `current` picks from the turn order (the first when it picks none), no log, nothing awarded.
 */
export function fightOf(
  name: string,
  entities: EncounterEntity[],
  round: number,
  current: (order: EncounterEntity[]) => EncounterEntity | undefined,
  finished: boolean,
) {
  const order = turnOrder({ entities });
  const turnOf = current(order) ?? order[0];
  // The fight holds its own copies: a file is plain data, and whoever relinks the setup's combatants must not
  // relink the fight's a second time through a shared object.
  const fighting = structuredClone(entities);
  const state: Encounter = { name, round, turn: 0, currentKey: turnOf?.key ?? null, finished, entities: fighting };
  state.turn = turnPosition(state);
  return { version: 0, state, log: [], awards: null };
}
