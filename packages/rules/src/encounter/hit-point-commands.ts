import { applyDefenses, defensesAgainst } from '../combat/defenses.ts';
import { applyDamage, applyHealing } from '../combat/hit-points.ts';
import { fireReminders } from '../combat/reminder-triggers.ts';
import { CommandError } from './command-error.ts';
import type { EncounterCommand } from './commands.ts';
import type { Encounter } from './encounter.ts';
import type { EncounterEntity, Meters } from './entity.ts';
import type { EncounterEvent } from './events.ts';

function indexOrFail(entities: readonly EncounterEntity[], key: string): number {
  for (let i = 0; i < entities.length; i++) if (entities[i]?.key === key) return i;
  throw new CommandError(`No combatant with key "${key}" in this encounter`);
}

function plus(value: number, more: number | undefined): number {
  return Math.max(0, value + (more ?? 0));
}

/** Adds to the meters, never below 0. Spelled out field by field: a fixed-shape object copies fast. */
function addToMeters(entity: EncounterEntity, added: Partial<Meters>): EncounterEntity {
  const m = entity.meters;
  return {
    ...entity,
    meters: {
      damage: plus(m.damage, added.damage),
      healing: plus(m.healing, added.healing),
      overkill: plus(m.overkill, added.overkill),
      overhealing: plus(m.overhealing, added.overhealing),
      damageTaken: plus(m.damageTaken, added.damageTaken),
      healingTaken: plus(m.healingTaken, added.healingTaken),
      overkillTaken: plus(m.overkillTaken, added.overkillTaken),
      overhealingTaken: plus(m.overhealingTaken, added.overhealingTaken),
    },
  };
}

export interface HitPointChange {
  encounter: Encounter;
  events: EncounterEvent[];
  amount: number;
  over: number;
}

interface Exchanged {
  /** The target's new state. */
  entity: EncounterEntity;
  /** What the target's meters gain. */
  taken: Partial<Meters>;
  /** What the dealer's meters gain. */
  dealt: Partial<Meters>;
}

/**
 * Replaces the target and adds to the dealer's meters in one copy of the roster. The dealer is read
 * after the target changed, so a combatant hurting or healing itself keeps both changes.
 */
function exchange<T extends Exchanged>(
  encounter: Encounter,
  target: string,
  by: string | null,
  change: (target: EncounterEntity) => T,
) {
  const entities = encounter.entities.slice();
  const targetIndex = indexOrFail(entities, target);
  const dealerIndex = by === null ? -1 : indexOrFail(entities, by);
  const before = entities[targetIndex] as EncounterEntity;
  const dealerName = dealerIndex === -1 ? 'The environment' : (entities[dealerIndex] as EncounterEntity).name;
  const outcome = change(before);
  entities[targetIndex] = addToMeters(outcome.entity, outcome.taken);
  if (dealerIndex !== -1) entities[dealerIndex] = addToMeters(entities[dealerIndex] as EncounterEntity, outcome.dealt);
  return { encounter: { ...encounter, entities }, before, dealerName, outcome };
}

export function damageEntity(
  encounter: Encounter,
  command: Omit<Extract<EncounterCommand, { type: 'damage' }>, 'type'>,
  automate: boolean,
): HitPointChange {
  const options = { critical: command.critical ?? false, automateDeathSaves: automate };
  const { damageType } = command;
  const result = exchange(encounter, command.target, command.by, (target) => {
    const amount = damageType
      ? applyDefenses(command.amount, defensesAgainst(target, damageType, command.magical ?? false))
      : command.amount;
    const hit = applyDamage(target, amount, options);
    // Taking damage is what makes a concentrating caster roll; damage that was entirely stopped is no damage.
    const reminded = hit.dealt > 0 ? fireReminders(hit.entity, 'damage') : { entity: hit.entity, fired: [] };
    return {
      ...hit,
      entity: reminded.entity,
      fired: reminded.fired,
      taken: { damageTaken: hit.dealt, overkillTaken: hit.overkill },
      dealt: { damage: hit.dealt, overkill: hit.overkill },
    };
  });
  const { before, outcome } = result;
  const events: EncounterEvent[] = [
    {
      type: 'damage-done',
      target: before.key,
      amount: outcome.dealt.damage,
      caption: `${result.dealerName} did ${outcome.dealt.damage} ${damageType ? `${damageType} ` : ''}damage to ${before.name}`,
    },
  ];
  if (outcome.transformationEnded) events.push({ type: 'transformation-ended', key: before.key, name: before.name });
  for (const reminder of outcome.fired) events.push({ type: 'reminder', ...reminder });
  return { encounter: result.encounter, events, amount: outcome.dealt.damage, over: outcome.overkill };
}

export function healEntity(
  encounter: Encounter,
  command: Omit<Extract<EncounterCommand, { type: 'heal' }>, 'type'>,
): HitPointChange {
  const result = exchange(encounter, command.target, command.by, (target) => {
    const healing = applyHealing(target, command.amount);
    return {
      ...healing,
      taken: { healingTaken: healing.healed, overhealingTaken: healing.overhealing },
      dealt: { healing: healing.healed, overhealing: healing.overhealing },
    };
  });
  const { before, outcome } = result;
  const events: EncounterEvent[] = [
    {
      type: 'healing-done',
      target: before.key,
      amount: outcome.healed,
      caption: `${result.dealerName} healed ${before.name} for ${outcome.healed}`,
    },
  ];
  return { encounter: result.encounter, events, amount: outcome.healed, over: outcome.overhealing };
}
