import { CONDITIONS, isExhaustionLevel } from '../constants/conditions.ts';
import { ABILITY_SECTIONS } from '../monster/monster.ts';
import { CommandError } from './command-error.ts';
import type { EncounterCommand } from './commands.ts';
import { type EncounterEntity, effectiveMaxHp } from './entity.ts';

const ENTITY_TYPES: ReadonlySet<unknown> = new Set(['player', 'npc', 'companion']);
const APPLY_MULTIPLIERS: ReadonlySet<unknown> = new Set([1, 0.5, 2]);

const isWhole = (value: unknown): value is number => Number.isInteger(value);

/** What is wrong with a combatant joining the encounter, or null when nothing is. */
function entityProblem(entity: EncounterEntity): string | null {
  if (typeof entity?.key !== 'string' || entity.key === '') return 'A new combatant needs a key';
  if (typeof entity.name !== 'string') return `Combatant "${entity.key}" needs a name`;
  if (!ENTITY_TYPES.has(entity.entityType)) return `${entity.name} must be a player, an NPC or a companion`;
  for (const field of ['maxHp', 'curHp', 'tempHp', 'maxHpMod', 'ac', 'ac_bonus', 'initiative'] as const) {
    if (!isWhole(entity[field])) return `${entity.name}'s ${field} must be a whole number`;
  }
  if (entity.maxHp < 0 || entity.tempHp < 0) return `${entity.name}'s hit points cannot be negative`;
  if (entity.maxHpMod < -entity.maxHp) return `${entity.name}'s max-HP modifier cannot take the maximum below 0`;
  if (entity.curHp < 0 || entity.curHp > effectiveMaxHp(entity)) {
    return `${entity.name}'s current hit points must be between 0 and ${effectiveMaxHp(entity)}`;
  }
  return null;
}

function checkCondition(condition: unknown): void {
  if (!(CONDITIONS as readonly unknown[]).includes(condition))
    throw new CommandError(`Unknown condition "${condition}"`);
}

function checkRecharges(recharges: Record<string, Record<string, number>> | undefined): void {
  for (const d6s of Object.values(recharges ?? {})) {
    for (const d6 of Object.values(d6s)) {
      if (!isWhole(d6) || d6 < 1 || d6 > 6) throw new CommandError(`A recharge roll is a d6 from 1 to 6, not ${d6}`);
    }
  }
}

/**
 * Refuses a command whose values no rule could apply: commands arrive over the network, so each gets
 * a message the GM can read rather than a crash or a corrupted encounter.
 */
export function checkCommand(command: EncounterCommand): void {
  switch (command.type) {
    case 'next-turn':
      checkRecharges(command.recharges);
      return;
    case 'add-entity': {
      const problem = entityProblem(command.entity);
      if (problem) throw new CommandError(problem);
      return;
    }
    case 'apply-roll-card':
      if (!APPLY_MULTIPLIERS.has(command.multiplier)) {
        throw new CommandError('A roll card applies in full (1), half (0.5) or double (2)');
      }
      return;
    case 'use-ability':
    case 'regain-ability':
      if (!(ABILITY_SECTIONS as readonly string[]).includes(command.section)) {
        throw new CommandError(`Abilities are in ${ABILITY_SECTIONS.join(', ')}, not "${command.section}"`);
      }
      return;
    case 'add-condition':
      checkCondition(command.condition);
      if (command.level !== undefined && !isExhaustionLevel(command.level)) {
        throw new CommandError(`Exhaustion runs from level 1 to 6, not ${command.level}`);
      }
      return;
    case 'remove-condition':
      checkCondition(command.condition);
      return;
    default:
      return;
  }
}
