import { spellSlots } from '../combat/spell-slots.ts';
import { type EncounterEntity, effectiveMaxHp, type Meters } from './entity.ts';
import { sameData } from './same-data.ts';

/**
 * Fields that add up over a fight: what an entry took or gave is given back as an amount, whatever
 * happened since. Damage of 15 that took 5 temporary and 10 current hit points returns 5 and 10.
 */
const AMOUNT_FIELDS = new Set(['curHp', 'tempHp', 'maxHpMod', 'meters', 'limited_uses', 'transformed']);

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The entry's change taken out of the current value. Amounts get the difference back; objects are
 * undone key by key; anything else goes back only while it is still what the entry left.
 */
function inverse(current: unknown, before: unknown, after: unknown, amounts: boolean): unknown {
  if (sameData(before, after)) return current;
  // An amount is a number at the same place in every state; one the entry brought in from nothing counts
  // from 0 (a first use of an ability).
  if (amounts && typeof current === 'number') {
    return current + ((before as number | undefined) ?? 0) - ((after as number | undefined) ?? 0);
  }
  // A transformation begun or ended (null on one side) is no amount: it is no object on both sides.
  const was = amounts && before === undefined ? {} : before;
  const now = amounts && after === undefined ? {} : after;
  if (isPlain(current) && isPlain(was) && isPlain(now)) {
    const undone: Plain = {};
    for (const key of new Set([...Object.keys(current), ...Object.keys(was), ...Object.keys(now)])) {
      const value = inverse(current[key], was[key], now[key], amounts);
      if (value !== undefined) undone[key] = value;
    }
    return undone;
  }
  return sameData(current, after) ? before : current;
}

/** Puts the numbers back within their rules after amounts were given back. */
function withinRules(entity: EncounterEntity): EncounterEntity {
  const meters = { ...entity.meters };
  for (const name of Object.keys(meters) as (keyof Meters)[]) meters[name] = Math.max(0, meters[name]);
  const limited_uses = Object.fromEntries(
    Object.entries(entity.limited_uses).map(([section, uses]) => [
      section,
      Object.fromEntries(
        Object.entries(uses ?? {}).map(([index, spent]) => {
          // Slots given back never pass what the caster has now (a later edit may have taken some away).
          const most = section === 'spell_slots' ? spellSlots(entity, Number(index)) : Number.POSITIVE_INFINITY;
          return [index, Math.min(Math.max(0, spent), most)];
        }),
      ),
    ]),
  );
  const maxHpMod = Math.max(-entity.maxHp, entity.maxHpMod);
  const clamped = { ...entity, meters, limited_uses, maxHpMod };
  clamped.curHp = Math.min(Math.max(0, entity.curHp), effectiveMaxHp(clamped));
  clamped.tempHp = Math.max(0, entity.tempHp);
  const form = entity.transformed;
  if (form) {
    const formMax = Math.max(0, form.maxHp + form.maxHpMod);
    clamped.transformed = { ...form, curHp: Math.min(Math.max(0, form.curHp), formMax) };
  }
  return clamped;
}

/**
 * A combatant with one log entry's change taken out, though later entries changed it too: the hit
 * points, temporary hit points, meters and uses the entry moved come back as amounts; other fields
 * go back where they are still as the entry left them.
 */
export function invertedEntity(current: EncounterEntity, before: EncounterEntity, after: EncounterEntity) {
  const undone: Plain = {};
  const now = current as unknown as Plain;
  const was = before as unknown as Plain;
  const then = after as unknown as Plain;
  for (const key of new Set([...Object.keys(now), ...Object.keys(was), ...Object.keys(then)])) {
    const value = inverse(now[key], was[key], then[key], AMOUNT_FIELDS.has(key));
    if (value !== undefined) undone[key] = value;
  }
  return withinRules(undone as unknown as EncounterEntity);
}
