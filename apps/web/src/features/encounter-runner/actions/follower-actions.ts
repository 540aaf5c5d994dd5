import type { DamageType } from '@skald/rules/constants/damage-types';
import type { EntityVisibility } from '@skald/rules/encounter/entity-visibility';
import type { GestureAction } from './combat-action.ts';
import type { OnCombatant } from './combatant-actions.ts';
import { hitPointCommands } from './hit-point-commands.ts';

/** What followers of a broadcast see of one combatant over its side's setting; null follows the side again. */
export const setFollowerVisibility: GestureAction<OnCombatant & { visibility: Partial<EntityVisibility> | null }> = {
  name: 'set-follower-visibility',
  label: 'Visibility for followers',
  perform: (_context, { key, visibility }) => ({ type: 'set-follower-visibility', key, visibility }),
};

/** A follower's request as the GM settled it: the amount each target takes. */
export interface RequestInput {
  kind: 'damage' | 'healing';
  damageType: DamageType | null;
  /** The requesting player's combatant, when they fight in this encounter. */
  by: string | null;
  amounts: readonly { key: string; amount: number }[];
}

/**
 * Applies a follower's request: damage or healing, each target its own amount (0 leaves it out), as one
 * batch, so the log shows one line and one undo takes it back.
 */
export const applyRequest: GestureAction<RequestInput> = {
  name: 'apply-request',
  label: 'Apply the request',
  perform: (_context, { kind, damageType, by, amounts }) =>
    amounts
      .filter(({ amount }) => amount > 0)
      .flatMap(({ key, amount }) =>
        hitPointCommands([key], { kind: kind === 'healing' ? 'heal' : 'damage', amount, by, damageType }),
      ),
};
