import { type DamageType, type DefenseKey, defenseKeysAgainst } from '../constants/damage-types.ts';
import { wholeAmount } from '../validation/whole-number.ts';

export type Defense = 'vulnerable' | 'resistant' | 'immune';

/** A target's damage defenses, as the stat block lists them. */
export interface DamageDefenses {
  damage_vulnerabilities?: readonly DefenseKey[];
  damage_resistances?: readonly DefenseKey[];
  damage_immunities?: readonly DefenseKey[];
}

function meets(list: readonly DefenseKey[] | undefined, keys: readonly DefenseKey[]): boolean {
  if (!list) return false;
  for (const key of list) if (keys.includes(key)) return true;
  return false;
}

/** Which of the target's defenses meet one hit of `damageType`, magical or not. */
export function defensesAgainst(target: DamageDefenses, damageType: DamageType, magical: boolean): Defense[] {
  const keys = defenseKeysAgainst(damageType, magical);
  const defenses: Defense[] = [];
  if (meets(target.damage_immunities, keys)) defenses.push('immune');
  if (meets(target.damage_resistances, keys)) defenses.push('resistant');
  if (meets(target.damage_vulnerabilities, keys)) defenses.push('vulnerable');
  return defenses;
}

/**
 * Damage after defenses: immunity makes it 0; resistance halves it (rounded down), then vulnerability
 * doubles it, the order the rules give when a creature has both.
 */
export function applyDefenses(amount: number, defenses: readonly Defense[]): number {
  if (defenses.includes('immune')) return 0;
  let result = wholeAmount(amount);
  if (defenses.includes('resistant')) result = Math.floor(result / 2);
  if (defenses.includes('vulnerable')) result *= 2;
  return result;
}
