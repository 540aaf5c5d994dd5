import type { AbilityAction, AbilityRoll } from '@skald/rules/combat/roll-card';
import { criticalRoll } from '@skald/rules/combat/roll-card';
import { criticalDamage } from '@skald/rules/dice/critical-damage';
import type { DiceRoll } from '@skald/rules/dice/dice-roll';
import { formatDice } from '@skald/rules/dice/format-dice';
import type { RandomSource } from '@skald/rules/dice/random';
import { type AdvantageMode, type D20Roll, rollD20 } from '@skald/rules/dice/roll-d20';
import { rollDice } from '@skald/rules/dice/roll-dice';
import { abilityActions } from '@skald/rules/monster/ability-actions';
import type { MonsterAbility } from '@skald/rules/monster/monster';
import { sentenceCase, words } from '../../../lib/labels.ts';
import { formatModifier } from './monster-text.ts';

/** One line of a roll result: what it was and how it came out. */
export interface RollLine {
  label: string;
  total: number | null;
  detail: string;
}

function signedModifier(modifier: number): string {
  if (modifier === 0) return '';
  return ` ${modifier < 0 ? '\u2212' : '+'} ${Math.abs(modifier)}`;
}

/** '2d6+3: 2 + 5 + 3': the expression, then every counted face and the modifier. */
export function rollDetail(roll: DiceRoll, extra?: DiceRoll | null): string {
  const faces = [...roll.groups, ...(extra?.groups ?? [])].flatMap((group) =>
    group.dice.map((die) => (die.kept ? String(die.value) : `(${die.value})`)),
  );
  const dice = faces.length ? faces.join(' + ') : '0';
  return `${formatDice(roll.expression)}: ${dice}${signedModifier(roll.modifier)}`;
}

/** 'd20 14 + 4', with the ignored die of advantage or disadvantage named. */
export function d20Detail(roll: D20Roll): string {
  const ignored = roll.ignored === null ? '' : ` (${roll.mode}, ${roll.ignored} ignored)`;
  return `d20 ${roll.natural}${ignored}${signedModifier(roll.modifier)}`;
}

export function rollToHit(bonus: number, mode: AdvantageMode, random: RandomSource): { line: RollLine; roll: D20Roll } {
  const roll = rollD20(mode, bonus, random);
  const note = roll.isNatural20 ? ' natural 20' : roll.isNatural1 ? ' natural 1' : '';
  return { roll, line: { label: `To hit${note}`, total: roll.total, detail: d20Detail(roll) } };
}

function rollLabel(kind: AbilityAction['kind'], roll: AbilityRoll): string {
  if (kind === 'healing') return 'Healing';
  return `${sentenceCase(words(roll.damage_type))} damage`;
}

/** One damage or healing roll; a critical hit rolls the dice again (the 5e rule, the default setting). */
export function rollDamage(
  kind: AbilityAction['kind'],
  abilityRoll: AbilityRoll,
  random: RandomSource,
  critical = false,
): RollLine {
  const roll = rollDice(abilityRoll.dice, random);
  if (!critical) return { label: rollLabel(kind, abilityRoll), total: roll.total, detail: rollDetail(roll) };
  const crit = criticalDamage(roll, 'roll', random);
  return {
    label: `${rollLabel(kind, abilityRoll)}, critical`,
    total: crit.total,
    detail: rollDetail(roll, crit.extra),
  };
}

/** 'DC 13 Dexterity save, half on a success': a save is rolled by the target, so it is only stated. */
export function saveLine(action: AbilityAction): RollLine | null {
  if (action.kind !== 'save') return null;
  const dc = action.save_dc ?? 10;
  const ability = action.save_ability ? `${sentenceCase(action.save_ability)} ` : '';
  const onSave = action.rolls[0]?.missSave;
  const success = onSave === 0.5 ? ', half on a success' : onSave === 0 ? ', none on a success' : '';
  return { label: `DC ${dc} ${ability}save${success}`, total: null, detail: '' };
}

/**
 * Everything an ability does, rolled at once, as the stat block's click rolls it: each action's to-hit
 * (critical only on a natural 20, as criticalRoll reads combat.md §5), its save and its damage or healing.
 */
export function rollAbility(ability: MonsterAbility, mode: AdvantageMode, random: RandomSource): RollLine[] {
  return abilityActions(ability).flatMap((action) => {
    const lines: RollLine[] = [];
    let critical = false;
    if (action.kind === 'attack') {
      const toHit = rollToHit(action.attack_bonus ?? 0, mode, random);
      critical = criticalRoll(toHit.roll);
      lines.push(toHit.line);
    }
    const save = saveLine(action);
    if (save) lines.push(save);
    for (const roll of action.rolls) lines.push(rollDamage(action.kind, roll, random, critical));
    return lines;
  });
}

/** What a roll chip shows: '+4 to hit', '1d6+2 slashing'. */
export function toHitLabel(bonus: number): string {
  return `${formatModifier(bonus)} to hit`;
}

export function damageLabel(kind: AbilityAction['kind'], roll: AbilityRoll): string {
  const dice = formatDice(roll.dice);
  return kind === 'healing' ? `${dice} healing` : `${dice} ${words(roll.damage_type)}`;
}

/** Whether clicking the ability rolls anything. */
export function isRollable(ability: MonsterAbility): boolean {
  return abilityActions(ability).some((action) => action.kind === 'attack' || action.rolls.length > 0);
}
