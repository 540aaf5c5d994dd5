import { applyDefenses, defensesAgainst } from '../combat/defenses.ts';
import { applyDamage, applyHealing } from '../combat/hit-points.ts';
import { fireReminders } from '../combat/reminder-triggers.ts';
import { wholeAmount } from '../validation/whole-number.ts';
import type { EncounterCommand } from './commands.ts';
import type { Encounter } from './encounter.ts';
import type { EncounterEntity, Meters } from './entity.ts';
import type { EncounterEvent } from './events.ts';
import { indexOfKey, noCombatant } from './roster-list.ts';

function indexOrFail(entities: readonly EncounterEntity[], key: string): number {
  const index = indexOfKey(entities, key);
  if (index === -1) throw noCombatant(key);
  return index;
}

/** Adds damage or healing and its excess to a combatant's meters, as taken or as dealt; never below 0. */
function addToMeters(
  meters: Meters,
  kind: 'damage' | 'healing',
  side: 'taken' | 'dealt',
  amount: number,
  over: number,
): Meters {
  const next = { ...meters };
  if (kind === 'damage' && side === 'taken') {
    next.damageTaken = Math.max(0, next.damageTaken + amount);
    next.overkillTaken = Math.max(0, next.overkillTaken + over);
  } else if (kind === 'damage') {
    next.damage = Math.max(0, next.damage + amount);
    next.overkill = Math.max(0, next.overkill + over);
  } else if (side === 'taken') {
    next.healingTaken = Math.max(0, next.healingTaken + amount);
    next.overhealingTaken = Math.max(0, next.overhealingTaken + over);
  } else {
    next.healing = Math.max(0, next.healing + amount);
    next.overhealing = Math.max(0, next.overhealing + over);
  }
  return next;
}

export interface HitPointChange {
  encounter: Encounter;
  events: EncounterEvent[];
  amount: number;
  over: number;
}

interface Exchanged {
  /** The target's new state, a fresh copy. */
  entity: EncounterEntity;
  /** Hit points taken away or restored, and the overkill or overhealing. */
  amount: number;
  over: number;
}

/**
 * Replaces the target and adds to both combatants' meters in one copy of the roster. The dealer is read
 * after the target changed, so a combatant hurting or healing itself keeps both changes.
 */
function exchange<T extends Exchanged>(
  encounter: Encounter,
  target: string,
  by: string | null,
  kind: 'damage' | 'healing',
  change: (target: EncounterEntity) => T,
) {
  const entities = encounter.entities.slice();
  const targetIndex = indexOrFail(entities, target);
  const dealerIndex = by === null ? -1 : indexOrFail(entities, by);
  const before = entities[targetIndex] as EncounterEntity;
  const dealerName = dealerIndex === -1 ? 'The environment' : (entities[dealerIndex] as EncounterEntity).name;
  const outcome = change(before);
  // The outcome's entity is a copy made for this change, so its meters are set in place.
  const changed = outcome.entity === before ? { ...before } : outcome.entity;
  changed.meters = addToMeters(changed.meters, kind, 'taken', outcome.amount, outcome.over);
  entities[targetIndex] = changed;
  if (dealerIndex !== -1) {
    const dealer = entities[dealerIndex] as EncounterEntity;
    const meters = addToMeters(dealer.meters, kind, 'dealt', outcome.amount, outcome.over);
    entities[dealerIndex] = { ...dealer, meters };
  }
  return { encounter: { ...encounter, entities }, before, dealerName, outcome };
}

export function damageEntity(
  encounter: Encounter,
  command: Omit<Extract<EncounterCommand, { type: 'damage' }>, 'type'>,
  automate: boolean,
): HitPointChange {
  const options = { critical: command.critical ?? false, automateDeathSaves: automate };
  const { damageType } = command;
  const result = exchange(encounter, command.target, command.by, 'damage', (target) => {
    const amount = damageType
      ? applyDefenses(command.amount, defensesAgainst(target, damageType, command.magical ?? false))
      : command.amount;
    const hit = applyDamage(target, amount, options);
    // Taking damage is what makes a concentrating caster roll; damage that was entirely stopped is no damage.
    // The save's DC goes by all the damage taken, past the hit points left too.
    const reminded =
      hit.dealt > 0 ? fireReminders(hit.entity, 'damage', wholeAmount(amount)) : { entity: hit.entity, fired: [] };
    return {
      entity: reminded.entity,
      fired: reminded.fired,
      amount: hit.dealt,
      over: hit.overkill,
      transformationEnded: hit.transformationEnded,
    };
  });
  const { before, outcome } = result;
  const events: EncounterEvent[] = [
    {
      type: 'damage-done',
      target: before.key,
      amount: outcome.amount,
      caption: `${result.dealerName} did ${outcome.amount} ${damageType ? `${damageType} ` : ''}damage to ${before.name}`,
    },
  ];
  if (outcome.transformationEnded) events.push({ type: 'transformation-ended', key: before.key, name: before.name });
  for (const reminder of outcome.fired) events.push({ type: 'reminder', ...reminder });
  return { encounter: result.encounter, events, amount: outcome.amount, over: outcome.over };
}

export function healEntity(
  encounter: Encounter,
  command: Omit<Extract<EncounterCommand, { type: 'heal' }>, 'type'>,
): HitPointChange {
  const result = exchange(encounter, command.target, command.by, 'healing', (target) => {
    const healing = applyHealing(target, command.amount);
    return { entity: healing.entity, amount: healing.healed, over: healing.overhealing };
  });
  const { before, outcome } = result;
  const events: EncounterEvent[] = [
    {
      type: 'healing-done',
      target: before.key,
      amount: outcome.amount,
      caption: `${result.dealerName} healed ${before.name} for ${outcome.amount}`,
    },
  ];
  return { encounter: result.encounter, events, amount: outcome.amount, over: outcome.over };
}
