import type { RandomSource } from '@skald/rules/dice/random';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import type { ListedShortcut } from '../../../lib/page-shortcuts.ts';
import type { EncounterSession, RunnerSnapshot, SessionResult } from '../session/encounter-session.ts';
import { type KeyBinding, keyNames, matchesKey } from './key-binding.ts';

/** What actions may do to the screen itself, beyond the encounter. */
export interface RunnerUi {
  toggleTarget(key: string): void;
  /** Puts the cursor in the damage and healing amount. */
  focusAmount(): void;
  openPalette(): void;
  openAddCombatant(): void;
  /** Asks the GM before the fight is finished; finishing happens once they confirm. */
  confirmFinish(): void;
}

/**
 * What an action asks of the encounter: one command, several (sent as one batch, so the gesture is one
 * log entry and one undo), or nothing when it only changes the screen.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a screen-only action's perform returns what its ui call returns, void.
export type ActionCommands = EncounterCommand | readonly EncounterCommand[] | null | undefined | void;

/** What an action reads to make its commands: the fight as it stands, the picked targets, the dice. */
export interface GestureContext {
  snapshot: RunnerSnapshot;
  /** Keys of the selected targets, in the order they were picked. */
  targets: readonly string[];
  random: RandomSource;
}

/** Where an action's commands go: the session, and what announces the outcome. */
export interface DispatchContext {
  session: EncounterSession;
  /** Announces what a change brought (captions, reminders, deaths) or why it was refused. */
  report(result: SessionResult): void;
}

/** What an action sees when it is asked whether it can run, and when it runs. */
export interface RunnerContext extends GestureContext, DispatchContext {
  ui: RunnerUi;
}

/**
 * A change the GM makes with a control (a button, a form) that gives it its input: the amount, the
 * condition, the combatant. `perform` only makes the commands; the dispatcher sends them.
 */
export interface GestureAction<Input> {
  name: string;
  label: string;
  perform(context: GestureContext, input: Input): ActionCommands;
}

/** How a component runs a gesture: the action and its input, nothing else. */
export type RunGesture = <Input>(action: GestureAction<Input>, input: Input) => void;

/**
 * One thing the GM can do in a fight. Buttons, menus, the keybindings drawer, the command palette and
 * the keyboard all read the same list, so a key and its button never disagree.
 */
export interface CombatAction {
  name: string;
  label: string;
  keys: readonly KeyBinding[];
  /**
   * How the keybindings drawer lists it: by default each key with the label; one row standing for a
   * family of actions (1 to 9); or null when such a row already stands for it.
   */
  listing?: ListedShortcut | null;
  /** When it can run, for a GM who finds it greyed out in the command palette ("Once the fight has started"). */
  availableWhen?: string;
  /**
   * The command palette's words for it when they depend on the fight (a target's name), or null to leave
   * it out of the palette for now; the label otherwise.
   */
  paletteLabel?(context: RunnerContext): string | null;
  enabled(context: RunnerContext): boolean;
  /** The commands to send, or nothing when the action only changes the screen (through `context.ui`). */
  perform(context: RunnerContext): ActionCommands;
}

/** The first enabled action bound to the key pressed, if any. */
export function actionForKey(
  actions: readonly CombatAction[],
  press: Parameters<typeof matchesKey>[1],
  context: RunnerContext,
): CombatAction | undefined {
  return actions.find((action) => action.keys.some((binding) => matchesKey(binding, press)) && action.enabled(context));
}

/** The rows the keybindings drawer shows for these actions. */
export function listedShortcuts(actions: readonly CombatAction[]): ListedShortcut[] {
  return actions.flatMap((action) => {
    if (action.listing === null) return [];
    if (action.listing) return [action.listing];
    return action.keys.map((binding) => ({ keys: keyNames(binding), label: action.label }));
  });
}
