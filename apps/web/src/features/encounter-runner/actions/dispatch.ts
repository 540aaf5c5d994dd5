import { mathRandom } from '@skald/rules/dice/random';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import type { EncounterSession, SessionResult } from '../session/encounter-session.ts';
import type {
  ActionCommands,
  CombatAction,
  DispatchContext,
  GestureAction,
  GestureContext,
  RunGesture,
  RunnerContext,
} from './combat-action.ts';

/**
 * The one command an action's commands become: itself, or a batch when there are several, which the
 * engine applies all or nothing. Null when there is nothing to send.
 */
export function oneCommand(commands: ActionCommands): EncounterCommand | null {
  if (!commands) return null;
  if (!Array.isArray(commands)) return commands as EncounterCommand;
  if (commands.length === 0) return null;
  if (commands.length === 1) return commands[0] as EncounterCommand;
  return { type: 'batch', commands: [...commands] };
}

/**
 * Sends an action's commands to the session as one command and announces the outcome. This is the one
 * place the runner changes an encounter: a saved encounter's session queues exactly what passes here.
 */
export function dispatch(context: DispatchContext, commands: ActionCommands): SessionResult | null {
  const command = oneCommand(commands);
  if (!command) return null;
  const result = context.session.apply(command);
  context.report(result);
  return result;
}

/** Runs a listed action (a key, a button of the turn bar, the command palette). */
export function performAction(action: CombatAction, context: RunnerContext): SessionResult | null {
  return dispatch(context, action.perform(context));
}

/** Runs a gesture with the input its control gathered. */
export function runGesture<Input>(
  context: GestureContext & DispatchContext,
  action: GestureAction<Input>,
  input: Input,
): SessionResult | null {
  return dispatch(context, action.perform(context, input));
}

/** Takes back the log entry at `index` (one gesture, however many commands it held). */
export function undoLogEntry(context: DispatchContext, index: number): SessionResult {
  const result = context.session.undo(index);
  context.report(result);
  return result;
}

/**
 * Runs gestures on a session outside the runner's screen (the builder, a page's reset, a notice's
 * button): on the fight as it is at that moment, with no targets picked.
 */
export function sessionGestures(session: EncounterSession, report: DispatchContext['report']): RunGesture {
  return (action, input) => {
    runGesture({ session, report, snapshot: session.snapshot(), targets: [], random: mathRandom }, action, input);
  };
}
