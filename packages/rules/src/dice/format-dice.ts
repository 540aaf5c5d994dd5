import type { DiceExpression, DiceGroup } from './dice-expression.ts';

/**
 * Canonical notation: every group with its count (`1d20`, never `d20`), `kh`/`kl` with their count,
 * `d%` as `1d100`, the flat numbers as one modifier at the end, no spaces. Parsing the result gives back
 * the same expression, so the canonical form is stable. An expression of nothing prints as `0`.
 */
export function formatDice(expression: DiceExpression): string {
  const terms = expression.groups.map(formatGroup);
  if (expression.modifier !== 0 || terms.length === 0) terms.push(signed(expression.modifier));
  const text = terms.join('');
  return text.startsWith('+') ? text.slice(1) : text;
}

function formatGroup(group: DiceGroup): string {
  const keep = group.keep ? `k${group.keep.which === 'highest' ? 'h' : 'l'}${group.keep.count}` : '';
  return `${group.sign < 0 ? '-' : '+'}${group.count}d${group.sides}${keep}`;
}

function signed(value: number): string {
  return value < 0 ? `${value}` : `+${value}`;
}
