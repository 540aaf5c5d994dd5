import type { DamageType } from '@skald/rules/constants/damage-types';
import type { EncounterCommand } from '@skald/rules/encounter/commands';

export interface HitPointChoice {
  kind: 'damage' | 'heal';
  amount: number;
  /** The dealer's key, or null for the environment. */
  by: string | null;
  critical?: boolean;
  damageType?: DamageType | null;
  magical?: boolean;
}

/** One damage or healing command per target; a damage type brings its magical flag along. */
export function hitPointCommands(targets: readonly string[], choice: HitPointChoice): EncounterCommand[] {
  return targets.map((target): EncounterCommand => {
    if (choice.kind === 'heal') return { type: 'heal', target, amount: choice.amount, by: choice.by };
    const typed = choice.damageType ? { damageType: choice.damageType, magical: choice.magical ?? false } : {};
    return {
      type: 'damage',
      target,
      amount: choice.amount,
      by: choice.by,
      critical: choice.critical ?? false,
      ...typed,
    };
  });
}
