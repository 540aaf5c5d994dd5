import { abilityModifier } from '@skald/rules/constants/abilities';
import { constitutionHitDiceBonus, parseHitDice } from '@skald/rules/maths/hit-points';
import { formMessages } from './form-messages.ts';

/**
 * Hit dice as an NPC keeps them (content.md §5), zod-free so the monster creator and the server read
 * them alike: '6D8 + 12' is kept as '6d8+12'; undefined when it is no hit dice at all.
 */
export function normalHitDice(text: string): string | undefined {
  const hitDice = parseHitDice(text);
  if (!hitDice) return undefined;
  const { count, sides, modifier } = hitDice;
  if (modifier === undefined) return `${count}d${sides}`;
  return `${count}d${sides}${modifier < 0 ? '-' : '+'}${Math.abs(modifier)}`;
}

const signed = (value: number) => (value < 0 ? `−${-value}` : `+${value}`);

/**
 * The GM's warning when a written bonus is not the Constitution modifier once per die ('6d8+10' at
 * Con 14 should be +12). Undefined when it agrees, when none is written, or when the text is no hit dice.
 */
export function hitDiceBonusWarning(text: string, constitution: number): string | undefined {
  const hitDice = parseHitDice(text);
  if (hitDice?.modifier === undefined) return undefined;
  const expected = constitutionHitDiceBonus(hitDice.count, constitution);
  if (hitDice.modifier === expected) return undefined;
  return formMessages.hitDiceBonus(signed(expected), hitDice.count, signed(abilityModifier(constitution)));
}
