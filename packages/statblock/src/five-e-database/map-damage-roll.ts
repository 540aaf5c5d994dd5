import { DAMAGE_TYPES } from '@skald/rules/constants/damage-types';
import type { MonsterRoll } from '@skald/rules/monster/monster';
import type { SrdDamageOption } from './monster-source.ts';
import { isOneOf } from './one-of.ts';
import type { Skip } from './skipped.ts';
import { splitDice } from './split-dice.ts';

/** One `{ damage_type, damage_dice }` of the source as a roll, or nothing (reported) when it has no equivalent. */
export function mapDamageRoll(damage: SrdDamageOption, field: string, skip: Skip): MonsterRoll | undefined {
  const type = damage.damage_type?.index ?? '';
  if (!isOneOf(DAMAGE_TYPES, type)) {
    skip(field, `damage type "${type}" is not one of the 13 damage types`);
    return undefined;
  }
  const dice = splitDice(damage.damage_dice ?? '');
  if (!dice.ok) {
    skip(field, dice.error);
    return undefined;
  }
  return { damage_type: type, ...dice.parts };
}
