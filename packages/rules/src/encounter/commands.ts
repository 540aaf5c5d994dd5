import type { EntityEdits } from '../combat/entity-edits.ts';
import type { Reminder } from '../combat/reminder.ts';
import type { ApplyMultiplier, RollCard } from '../combat/roll-card.ts';
import type { Condition, ExhaustionLevel } from '../constants/conditions.ts';
import type { DamageType } from '../constants/damage-types.ts';
import type { AbilitySection } from '../monster/monster.ts';
import type { DeathSaveResult, EncounterEntity } from './entity.ts';
import type { EntityVisibility } from './entity-visibility.ts';

/** Every change the encounter runner makes, as plain data. Randomness arrives inside the command. */
export type EncounterCommand =
  | { type: 'start' }
  /** `recharges`: d6s for spent recharge abilities, by combatant key, then 'section:index' (see rechargesDue). */
  | { type: 'next-turn'; recharges?: Record<string, Record<string, number>> }
  | { type: 'previous-turn' }
  | { type: 'set-initiative'; key: string; initiative: number }
  | { type: 'add-entity'; entity: EncounterEntity }
  | { type: 'remove-entity'; key: string }
  | { type: 'set-hidden'; key: string; hidden: boolean }
  /** What followers of a broadcast see of one combatant, over its side's setting; null follows the side's. */
  | { type: 'set-follower-visibility'; key: string; visibility: Partial<EntityVisibility> | null }
  /**
   * Manual damage; `by` is the dealer's key, or null for the environment. With a damage type the
   * target's vulnerabilities, resistances and immunities apply (non-magical ones only when not magical).
   */
  | {
      type: 'damage';
      target: string;
      amount: number;
      by: string | null;
      critical?: boolean;
      damageType?: DamageType;
      magical?: boolean;
    }
  | { type: 'heal'; target: string; amount: number; by: string | null }
  /** Applies a roll card to its target in full, half or double; the card itself was rolled beforehand. */
  | { type: 'apply-roll-card'; card: RollCard; multiplier: ApplyMultiplier }
  | { type: 'kill'; key: string }
  | { type: 'stabilise'; key: string }
  | { type: 'revive'; key: string }
  | { type: 'reset-saves'; key: string }
  | { type: 'set-death-save'; key: string; index: number; result: DeathSaveResult | null }
  | { type: 'edit-entity'; key: string; edits: EntityEdits }
  | { type: 'transform'; key: string; form: { maxHp: unknown; ac: unknown } }
  | { type: 'end-transformation'; key: string }
  | { type: 'add-condition'; key: string; condition: Condition; level?: ExhaustionLevel; rounds?: number }
  | { type: 'remove-condition'; key: string; condition: Condition }
  /** Adds or replaces a reminder (premade or custom) under `reminderKey`. */
  | { type: 'set-reminder'; key: string; reminderKey: string; reminder: Reminder }
  | { type: 'remove-reminder'; key: string; reminderKey: string }
  | { type: 'use-ability'; key: string; section: AbilitySection; index: number; cost?: number }
  | { type: 'regain-ability'; key: string; section: AbilitySection; index: number; amount?: number }
  /** Spends or gives back one spell slot of a level (1 to 9); refused when there is none to spend or give back. */
  | { type: 'use-spell-slot'; key: string; level: number }
  | { type: 'regain-spell-slot'; key: string; level: number }
  | { type: 'finish' }
  | { type: 'reset' }
  /** Test mode: each combatant's d20 for initiative, rolled outside with `rollTestInitiative`. */
  | { type: 'start-test'; d20s: Record<string, number> }
  /**
   * One gesture on several targets (damage to every picked target, a condition on each): its commands
   * apply in order, all or nothing, as one log entry that one undo takes back. A batch holds no batch.
   */
  | { type: 'batch'; commands: EncounterCommand[] };

export type EncounterCommandType = EncounterCommand['type'];

/** What the runner tells the reducer besides the command: the GM's settings and the time. */
export interface CommandContext {
  /** Milliseconds since the epoch, stamped on the log entry. */
  at: number;
  /** Death saves filled in and judged automatically. */
  automate: boolean;
}

/** The most commands one batch may hold: a gesture on every combatant of a large fight, with room to spare. */
export const MAX_BATCH_COMMANDS = 200;

/**
 * Commands that cannot change who takes turns or in what order: initiative, active and down stay put
 * (an NPC at 0 HP goes down only at the round update).
 */
export const KEEPS_TURN_ORDER: ReadonlySet<EncounterCommandType> = new Set([
  'set-hidden',
  'set-follower-visibility',
  'damage',
  'heal',
  'apply-roll-card',
  'kill',
  'stabilise',
  'revive',
  'reset-saves',
  'set-death-save',
  'transform',
  'end-transformation',
  'add-condition',
  'remove-condition',
  'set-reminder',
  'remove-reminder',
  'use-ability',
  'regain-ability',
  'use-spell-slot',
  'regain-spell-slot',
  'finish',
]);

/** Whether a command cannot change the turn order: a batch only when none of its commands can. */
export function keepsTurnOrder(command: EncounterCommand): boolean {
  if (command.type === 'batch') return command.commands.every(keepsTurnOrder);
  return KEEPS_TURN_ORDER.has(command.type);
}
