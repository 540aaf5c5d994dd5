import { ABILITIES, type Ability } from '@skald/rules/constants/abilities';

/** 'DEX' or 'dex' → 'dexterity'. */
export function abilityFromAbbreviation(text: string): Ability | undefined {
  const short = text.trim().toLowerCase();
  return short.length === 3 ? ABILITIES.find((ability) => ability.startsWith(short)) : undefined;
}
