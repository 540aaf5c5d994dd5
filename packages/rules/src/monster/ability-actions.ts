import type { AbilityAction, AbilityRoll, MissSave } from '../combat/roll-card.ts';
import type { DiceExpression } from '../dice/dice-expression.ts';
import type { MonsterAbility, MonsterAction, MonsterRoll } from './monster.ts';

/** A stat block's `dice_count` d `dice_type` + `fixed_val` as dice notation; no dice at all is a flat number. */
export function rollExpression(roll: Pick<MonsterRoll, 'dice_count' | 'dice_type' | 'fixed_val'>): DiceExpression {
  const groups =
    roll.dice_count > 0 && roll.dice_type > 0
      ? [{ sign: 1 as const, count: roll.dice_count, sides: roll.dice_type, keep: null }]
      : [];
  return { groups, modifier: roll.fixed_val };
}

const KINDS: Record<MonsterAction['type'], AbilityAction['kind']> = {
  melee_weapon: 'attack',
  ranged_weapon: 'attack',
  spell_attack: 'attack',
  save: 'save',
  healing: 'healing',
  damage: 'other',
};

/** What a miss or a saved roll leaves: the stat block's own figure, else nothing on a miss and half on a save. */
function missSave(kind: AbilityAction['kind'], roll: MonsterRoll): MissSave {
  if (kind === 'attack') return roll.miss_mod ?? 0;
  if (kind === 'save') return roll.save_fail_mod ?? 0.5;
  return 1;
}

function abilityRoll(kind: AbilityAction['kind'], roll: MonsterRoll): AbilityRoll {
  const converted: AbilityRoll = {
    damage_type: roll.damage_type,
    dice: rollExpression(roll),
    magical: roll.magical ?? false,
    missSave: missSave(kind, roll),
  };
  if (roll.special) converted.special = roll.special;
  return converted;
}

/** One stat block action as the roll card rolls it. */
export function abilityAction(action: MonsterAction): AbilityAction {
  const kind = KINDS[action.type];
  const converted: AbilityAction = { kind, rolls: action.rolls.map((roll) => abilityRoll(kind, roll)) };
  if (kind === 'attack') converted.attack_bonus = action.attack_bonus ?? 0;
  if (kind === 'save') {
    if (action.save_dc !== undefined) converted.save_dc = action.save_dc;
    if (action.save_ability !== undefined) converted.save_ability = action.save_ability;
  }
  return converted;
}

/** Everything an ability does when used, ready for `rollCard`. */
export function abilityActions(ability: MonsterAbility): AbilityAction[] {
  return ability.action_list.map(abilityAction);
}
