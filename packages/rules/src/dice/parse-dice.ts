import { DICE_LIMITS, type DiceExpression, type DiceGroup, type KeepRule } from './dice-expression.ts';

/** Typed notation is user input: a mistake comes back as a sentence for the form, never as a throw. */
export type ParseDiceResult = { ok: true; expression: DiceExpression } | { ok: false; error: string };

const EXAMPLE = 'a die like 2d6 or a number';
const WHITESPACE = /\s*/y;
// count? d sides-or-% (k h|l? keep?)? — each part optional so a missing one gets its own message.
const DIE = /(\d*)[dD](\d+|%)?(?:[kK]([hHlL]?)(\d*))?/y;
const NUMBER = /\d+/y;

/**
 * Reads dice notation: `NdM+K` with N optional (1), `d` in either case, whitespace around the signs,
 * several groups and numbers added or subtracted (`2d6+1d4-1`, `d20 + 5`), keep highest or lowest
 * (`4d6kh3`, `2d20kl1`; a bare `k` is `kh`, a missing keep count is 1) and `d%` for d100.
 */
export function parseDice(text: string): ParseDiceResult {
  const groups: DiceGroup[] = [];
  let modifier = 0;
  let terms = 0;
  let position = skipWhitespace(text, 0);
  if (position === text.length) return failure(`Expected ${EXAMPLE}, but the dice are empty`);

  while (position < text.length) {
    let sign: 1 | -1 = 1;
    const operator = text[position];
    if (operator === '+' || operator === '-') {
      sign = operator === '-' ? -1 : 1;
      position = skipWhitespace(text, position + 1);
      if (position === text.length) return failure(`Expected ${EXAMPLE} after the last "${operator}"`);
    } else if (terms > 0) {
      return failure(`Expected + or - at ${quoteFrom(text, position)}`);
    }

    terms += 1;
    if (terms > DICE_LIMITS.terms) return failure(`Too many terms: at most ${DICE_LIMITS.terms} dice and numbers`);

    DIE.lastIndex = position;
    const die = DIE.exec(text);
    if (die) {
      const written = die[0];
      const group = readGroup(sign, written, die[1] ?? '', die[2], die[3], die[4]);
      if (typeof group === 'string') return failure(group);
      groups.push(group);
      position += written.length;
    } else {
      NUMBER.lastIndex = position;
      const number = NUMBER.exec(text);
      if (!number) return failure(`Expected ${EXAMPLE} at ${quoteFrom(text, position)}`);
      const value = Number(number[0]);
      if (value > DICE_LIMITS.number) {
        return failure(`${quote(number[0])} is too large: a number can be at most ${DICE_LIMITS.number}`);
      }
      modifier += sign * value;
      position += number[0].length;
    }
    position = skipWhitespace(text, position);
  }

  if (Math.abs(modifier) > DICE_LIMITS.number) {
    return failure(`The numbers add up to ${modifier}: at most ${DICE_LIMITS.number} either way`);
  }
  return { ok: true, expression: { groups, modifier } };
}

/** A group from the parts of a die term, or what is wrong with it. */
function readGroup(
  sign: 1 | -1,
  written: string,
  countText: string,
  sidesText: string | undefined,
  keepWhich: string | undefined,
  keepText: string | undefined,
): DiceGroup | string {
  if (sidesText === undefined) return `Expected the number of sides after ${quote(written)}, like 2d6`;
  const count = countText === '' ? 1 : Number(countText);
  const sides = sidesText === '%' ? 100 : Number(sidesText);
  if (count < 1) return `${quote(written)} rolls no dice: roll at least 1`;
  if (count > DICE_LIMITS.diceInGroup) {
    return `${quote(written)} rolls too many dice: at most ${DICE_LIMITS.diceInGroup} in one group`;
  }
  if (sides < 1) return `${quote(written)} has dice without sides: a die needs at least 1 side`;
  if (sides > DICE_LIMITS.sides) return `${quote(written)} has too many sides: at most ${DICE_LIMITS.sides}`;

  let keep: KeepRule | null = null;
  if (keepWhich !== undefined) {
    const keepCount = keepText === '' || keepText === undefined ? 1 : Number(keepText);
    if (keepCount < 1) return `${quote(written)} keeps no dice: keep at least 1`;
    if (keepCount > count) return `${quote(written)} keeps ${keepCount} dice but rolls only ${count}`;
    keep = { which: keepWhich.toLowerCase() === 'l' ? 'lowest' : 'highest', count: keepCount };
  }
  return { sign, count, sides, keep };
}

function skipWhitespace(text: string, position: number): number {
  WHITESPACE.lastIndex = position;
  WHITESPACE.exec(text);
  return WHITESPACE.lastIndex;
}

/** The rest of the text from where reading stopped, shortened so a pasted paragraph stays readable. */
function quoteFrom(text: string, position: number): string {
  const rest = Array.from(text.slice(position));
  return quote(rest.length > 12 ? `${rest.slice(0, 12).join('')}…` : rest.join(''));
}

function quote(written: string): string {
  const characters = Array.from(written);
  return `"${characters.length > 24 ? `${characters.slice(0, 24).join('')}…` : written}"`;
}

function failure(error: string): ParseDiceResult {
  return { ok: false, error };
}
