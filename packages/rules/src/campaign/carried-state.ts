import {
  type DeathSaves,
  EMPTY_METERS,
  type EncounterEntity,
  effectiveMaxHp,
  type Meters,
} from '../encounter/entity.ts';

/**
 * What a player or companion carries from one encounter of a campaign to the next (issue 13): hit points,
 * temporary hit points, a lowered maximum, death saves, and the campaign's running damage meters.
 * Every field is optional: a member who never fought starts the next fight fresh.
 */
export interface CarriedState {
  curHp?: number;
  tempHp?: number;
  maxHpMod?: number;
  dead?: boolean;
  stable?: boolean;
  saves?: DeathSaves;
  /** The campaign's totals: each finished encounter's meters are added to them. */
  meters?: Meters;
}

/** The carried fields of a combatant as the fight left it; the campaign's meters are added at the finish. */
export function carriedFromEntity(entity: EncounterEntity, kept: CarriedState = {}): CarriedState {
  return {
    ...kept,
    curHp: entity.curHp,
    tempHp: entity.tempHp,
    maxHpMod: entity.maxHpMod,
    dead: entity.dead,
    stable: entity.stable,
    saves: { ...entity.saves },
  };
}

/** Whether the campaign holds nothing of the member's state yet: they never fought nor rested in it. */
function carriesNothing(carried: CarriedState): boolean {
  const { meters: _meters, ...state } = carried;
  return Object.values(state).every((value) => value === undefined);
}

/**
 * A member joining a fight as the campaign last left them; their hit points never above their maximum.
 * No hit points carried after a long rest means all of them (as the campaign page shows it), so a rest
 * heals a combatant the fight still holds wounded. The same object when the fight already holds that
 * state, so a caller can tell nothing changed.
 */
export function entityWithCarried(entity: EncounterEntity, carried: CarriedState): EncounterEntity {
  const maxHpMod = carried.maxHpMod ?? entity.maxHpMod;
  const max = effectiveMaxHp({ maxHp: entity.maxHp, maxHpMod });
  const curHp = carried.curHp ?? (carriesNothing(carried) ? entity.curHp : max);
  const joined: EncounterEntity = {
    ...entity,
    maxHpMod,
    curHp: Math.min(Math.max(0, curHp), max),
    tempHp: Math.max(0, carried.tempHp ?? entity.tempHp),
    dead: carried.dead ?? entity.dead,
    stable: carried.stable ?? entity.stable,
    saves: { ...(carried.saves ?? entity.saves) },
  };
  return sameCarried(joined, entity) ? entity : joined;
}

/** Whether two combatants hold the same carried fields. */
export function sameCarried(a: EncounterEntity, b: EncounterEntity): boolean {
  return (
    a.curHp === b.curHp &&
    a.tempHp === b.tempHp &&
    a.maxHpMod === b.maxHpMod &&
    a.dead === b.dead &&
    a.stable === b.stable &&
    JSON.stringify(a.saves) === JSON.stringify(b.saves)
  );
}

/** The campaign's meters with one finished fight's added. */
export function addMeters(total: Meters | undefined, fight: Meters): Meters {
  const base = total ?? EMPTY_METERS;
  return Object.fromEntries(
    (Object.keys(EMPTY_METERS) as (keyof Meters)[]).map((meter) => [meter, base[meter] + fight[meter]]),
  ) as unknown as Meters;
}

/**
 * A long rest: the living regain every hit point (the next fight starts them at their maximum), lose
 * temporary hit points and a lowered maximum, and their death saves are cleared. The dead stay dead.
 */
export function afterLongRest(carried: CarriedState): CarriedState {
  if (carried.dead) return carried;
  const { curHp: _spent, ...rest } = carried;
  return { ...rest, tempHp: 0, maxHpMod: 0, stable: false, saves: {} };
}
