import type { RandomSource } from '@skald/rules/dice/random';
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

/** What an action sees when it is asked whether it can run, and when it runs. */
export interface RunnerContext {
  session: EncounterSession;
  snapshot: RunnerSnapshot;
  /** Keys of the selected targets, in the order they were picked. */
  targets: readonly string[];
  random: RandomSource;
  /** Announces what a change brought (captions, reminders, deaths) or why it was refused. */
  report(result: SessionResult): void;
  ui: RunnerUi;
}

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
  perform(context: RunnerContext): void;
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
