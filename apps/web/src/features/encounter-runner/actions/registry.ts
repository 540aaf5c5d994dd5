import type { CombatAction, GestureAction } from './combat-action.ts';
import {
  editCombatant,
  endTransformation,
  killCombatant,
  resetDeathSaves,
  reviveCombatant,
  setDeathSave,
  setHidden,
  stabiliseCombatant,
  transformCombatant,
} from './combatant-actions.ts';
import {
  addConditionToTargets,
  addCustomReminder,
  addPremadeReminder,
  removeCondition,
  removeReminder,
} from './effect-actions.ts';
import { applyRequest, setFollowerVisibility } from './follower-actions.ts';
import { damageTargets, healTargets } from './hit-point-actions.ts';
import { rollMonsterInitiative, setInitiative } from './initiative-actions.ts';
import { regainAbility, regainSpellSlot, spendAbility, spendSpellSlot } from './limited-use-actions.ts';
import { applyRollCards } from './roll-card-actions.ts';
import { addMonsters, addPlayer, removeCombatant } from './roster-actions.ts';
import { SCREEN_ACTIONS } from './screen-actions.ts';
import { TARGET_ACTIONS } from './target-actions.ts';
import { finishConfirmed, resetEncounter, startTestMode, TURN_ACTIONS } from './turn-actions.ts';

/** Every action the keyboard and the command palette reach on the runner, in the order they are tried. */
export const RUNNER_ACTIONS: readonly CombatAction[] = [...TURN_ACTIONS, ...SCREEN_ACTIONS, ...TARGET_ACTIONS];

/**
 * Every action a control of the runner or the builder runs with its input. With `RUNNER_ACTIONS` this is
 * every change the GM can make to an encounter: components run these, never a command of their own.
 */
// biome-ignore lint/suspicious/noExplicitAny: the list holds actions of every input; each is run with its own.
export const GESTURE_ACTIONS: readonly GestureAction<any>[] = [
  finishConfirmed,
  resetEncounter,
  startTestMode,
  damageTargets,
  healTargets,
  applyRollCards,
  addConditionToTargets,
  removeCondition,
  addPremadeReminder,
  addCustomReminder,
  removeReminder,
  killCombatant,
  stabiliseCombatant,
  reviveCombatant,
  resetDeathSaves,
  setDeathSave,
  setHidden,
  setInitiative,
  rollMonsterInitiative,
  editCombatant,
  transformCombatant,
  endTransformation,
  removeCombatant,
  spendAbility,
  regainAbility,
  spendSpellSlot,
  regainSpellSlot,
  addMonsters,
  addPlayer,
  setFollowerVisibility,
  applyRequest,
];
