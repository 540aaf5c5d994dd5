import type { FiredReminder } from '../combat/reminder-triggers.ts';
import type { Condition } from '../constants/conditions.ts';

/** Things the runner must announce after a command: captions, reminders, deaths. */
export type EncounterEvent =
  | { type: 'damage-done'; target: string; amount: number; caption: string }
  | { type: 'healing-done'; target: string; amount: number; caption: string }
  | { type: 'died'; key: string; name: string }
  | { type: 'transformation-ended'; key: string; name: string }
  | ({ type: 'reminder' } & FiredReminder)
  | { type: 'condition-ended'; key: string; name: string; condition: Condition }
  | { type: 'recharged'; key: string; name: string; ability: string };
