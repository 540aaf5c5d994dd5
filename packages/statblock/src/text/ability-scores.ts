import { ABILITIES, type Ability, abilityModifier } from '@skald/rules/constants/abilities';
import { abilityOfWord } from './header-labels.ts';

export interface AbilityTable {
  scores: Partial<Record<Ability, number>>;
  /** The 2024 table's SAVE column where it differs from MOD: a proficient saving throw. */
  saves: Partial<Record<Ability, number>>;
}

/**
 * The score table in any of its shapes, read as a stream of words: "STR DEX … 18 (+4) 14 (+2) …" (SRD), one
 * value a line (a PDF copy), "Str 18 +4 +4 Dex 14 +2 +2" (2024, MOD then SAVE), the markdown table's rows.
 * Columns queue up; a plain number is the score of the first column still without one, a signed number or
 * one in brackets right after it is that column's modifier, a second one its saving throw.
 */
export function readAbilityTable(text: string): AbilityTable {
  const table: AbilityTable = { scores: {}, saves: {} };
  const columns: Ability[] = [];
  let filled = 0;
  let last: { ability: Ability; signed: number } | undefined;
  // "18(+4)" as some pages print it is a score and a modifier all the same, and so is D&D Beyond's 2024 table
  // copied without its cells' spaces ("Str20+5+5": score, MOD, SAVE).
  for (const token of text
    .replace(/\(/g, ' (')
    .replace(/([\d)])([+-])/g, '$1 $2')
    .split(/[\s|,]+/)) {
    const ability = abilityOfWord(token);
    if (ability) {
      if (!columns.includes(ability)) columns.push(ability);
      continue;
    }
    const bracketed = /^\(?[+-]?\d{1,3}\)?$/.test(token) && (token.startsWith('(') || /^[+-]/.test(token));
    if (bracketed) {
      if (last) {
        last.signed += 1;
        const value = Number(token.replace(/[()]/g, ''));
        const modifier = modifierOf(table.scores[last.ability]);
        // A first signed number unlike the score's modifier belongs to no score: a table's separate row of
        // modifiers ("| (+4) | (-1) |") after its row of scores.
        if (last.signed === 1 && value !== modifier) last = undefined;
        else if (last.signed === 2 && value !== modifier) table.saves[last.ability] = value;
      }
      continue;
    }
    if (/^\d{1,3}$/.test(token)) {
      const column = columns[filled] ?? columnWithoutHeader(columns, filled);
      if (!column) continue;
      if (!columns.includes(column)) columns.push(column);
      table.scores[column] = Number(token);
      filled += 1;
      last = { ability: column, signed: 0 };
    }
  }
  return table;
}

/** Scores printed without their column names (a lost header row) come in the usual order. */
function columnWithoutHeader(columns: readonly Ability[], filled: number): Ability | undefined {
  if (columns.length > filled) return undefined;
  return ABILITIES.find((ability) => !columns.includes(ability));
}

function modifierOf(score: number | undefined): number | undefined {
  return score === undefined ? undefined : abilityModifier(score);
}
