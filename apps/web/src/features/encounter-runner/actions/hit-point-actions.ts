import type { GestureAction } from './combat-action.ts';
import { type HitPointChoice, hitPointCommands } from './hit-point-commands.ts';

/** What the damage and healing controls gather: all of the choice but its kind, which the action is. */
export type HitPointInput = Omit<HitPointChoice, 'kind'>;

/** Damage to every picked target: one batch, so the log shows one hit and one undo takes it back. */
export const damageTargets: GestureAction<HitPointInput> = {
  name: 'damage-targets',
  label: 'Damage the targets',
  perform: ({ targets }, input) => hitPointCommands(targets, { ...input, kind: 'damage' }),
};

/** Healing for every picked target, as one batch. */
export const healTargets: GestureAction<HitPointInput> = {
  name: 'heal-targets',
  label: 'Heal the targets',
  perform: ({ targets }, input) => hitPointCommands(targets, { ...input, kind: 'heal' }),
};
