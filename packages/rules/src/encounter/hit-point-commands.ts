import { applyDamage, applyHealing } from '../combat/hit-points.ts';
import { fireReminders } from '../combat/reminder-triggers.ts';
import { entityOrFail } from './command-error.ts';
import type { Encounter } from './encounter.ts';
import type { EncounterEntity, Meters } from './entity.ts';
import type { EncounterEvent } from './events.ts';
import { findEntity, withEntityIn } from './roster-list.ts';

function addToMeters(entity: EncounterEntity, added: Partial<Meters>): EncounterEntity {
  const meters = { ...entity.meters };
  for (const name in added) {
    const meter = name as keyof Meters;
    meters[meter] = Math.max(0, meters[meter] + (added[meter] ?? 0));
  }
  return { ...entity, meters };
}

function withEntities(encounter: Encounter, ...changed: EncounterEntity[]): Encounter {
  let entities = encounter.entities;
  for (const entity of changed) entities = withEntityIn(entities, entity);
  return { ...encounter, entities };
}

/** Applies `target` and then the dealer's meters, re-reading the dealer in case it is the target. */
function withDealerMeters(encounter: Encounter, target: EncounterEntity, by: string | null, added: Partial<Meters>) {
  const afterTarget = withEntities(encounter, target);
  if (by === null) return afterTarget;
  return withEntities(afterTarget, addToMeters(entityOrFail(afterTarget, by), added));
}

export interface HitPointChange {
  encounter: Encounter;
  events: EncounterEvent[];
  amount: number;
  over: number;
}

export function damageEntity(
  encounter: Encounter,
  command: { target: string; amount: number; by: string | null; critical?: boolean },
  automate: boolean,
): HitPointChange {
  const target = entityOrFail(encounter, command.target);
  if (command.by !== null) entityOrFail(encounter, command.by);
  const critical = command.critical ?? false;
  const outcome = applyDamage(target, command.amount, { critical, automateDeathSaves: automate });
  // Taking damage is what makes a concentrating caster roll; damage that was fully resisted is no damage.
  const reminded = outcome.dealt > 0 ? fireReminders(outcome.entity, 'damage') : { entity: outcome.entity, fired: [] };
  const damaged = addToMeters(reminded.entity, { damageTaken: outcome.dealt, overkillTaken: outcome.overkill });
  const next = withDealerMeters(encounter, damaged, command.by, {
    damage: outcome.dealt,
    overkill: outcome.overkill,
  });
  const dealerName = command.by === null ? 'The environment' : (findEntity(encounter, command.by)?.name ?? 'Someone');
  const events: EncounterEvent[] = [
    {
      type: 'damage-done',
      target: target.key,
      amount: outcome.dealt,
      caption: `${dealerName} did ${outcome.dealt} damage to ${target.name}`,
    },
  ];
  if (outcome.transformationEnded) events.push({ type: 'transformation-ended', key: target.key, name: target.name });
  if (outcome.died) events.push({ type: 'died', key: target.key, name: target.name });
  for (const fired of reminded.fired) events.push({ type: 'reminder', ...fired });
  return { encounter: next, events, amount: outcome.dealt, over: outcome.overkill };
}

export function healEntity(
  encounter: Encounter,
  command: { target: string; amount: number; by: string | null },
): HitPointChange {
  const target = entityOrFail(encounter, command.target);
  if (command.by !== null) entityOrFail(encounter, command.by);
  const outcome = applyHealing(target, command.amount);
  const healed = addToMeters(outcome.entity, { healingTaken: outcome.healed, overhealingTaken: outcome.overhealing });
  const next = withDealerMeters(encounter, healed, command.by, {
    healing: outcome.healed,
    overhealing: outcome.overhealing,
  });
  const healerName = command.by === null ? 'The environment' : (findEntity(encounter, command.by)?.name ?? 'Someone');
  const events: EncounterEvent[] = [
    {
      type: 'healing-done',
      target: target.key,
      amount: outcome.healed,
      caption: `${healerName} healed ${target.name} for ${outcome.healed}`,
    },
  ];
  return { encounter: next, events, amount: outcome.healed, over: outcome.overhealing };
}
