import { numberOf, textOf } from '@skald/statblock/json/json-values';
import { plural } from '../words.ts';

/** Shieldmaiden keeps a spell's casting time, range and duration as a kind and a number; Skald as the book's words. */

function count(value: unknown, fallback: number): number {
  const number = numberOf(value);
  return number !== undefined && number > 0 ? Math.trunc(number) : fallback;
}

/** 'action' and 1 → "1 action"; a reaction keeps its trigger ("1 reaction, which you take when …"). */
export function castingTime(kind: unknown, amount: unknown, reaction: unknown): string {
  const times = count(amount, 1);
  switch (kind) {
    case 'action':
      return plural(times, 'action');
    case 'bonus_action':
      return '1 bonus action';
    case 'reaction': {
      const trigger = textOf(reaction);
      return trigger ? `1 reaction, ${trigger}`.slice(0, 100) : '1 reaction';
    }
    case 'minute':
      return plural(times, 'minute');
    case 'hour':
      return plural(times, 'hour');
    case 'no_action':
      return 'No action';
    default:
      return 'Special';
  }
}

/** 'ranged' and 120 → "120 feet"; 'self' with a 15-foot cone → "Self (15-foot cone)". */
export function spellRange(kind: unknown, feet: unknown, areaType: unknown, areaSize: unknown): string {
  switch (kind) {
    case 'self': {
      const area = textOf(areaType);
      const size = numberOf(areaSize);
      return area && area !== 'none' && size ? `Self (${size}-foot ${area})` : 'Self';
    }
    case 'touch':
      return 'Touch';
    case 'ranged':
      return numberOf(feet) === undefined ? 'Special' : `${numberOf(feet)} feet`;
    case 'sight':
      return 'Sight';
    case 'unlimited':
      return 'Unlimited';
    default:
      return 'Special';
  }
}

const DURATION_WORDS: Record<string, string> = {
  instantaneous: 'Instantaneous',
  until_dispelled: 'Until dispelled',
  until_dispelled_or_triggered: 'Until dispelled or triggered',
};

/**
 * 'concentration', 1 and 'minute' → "Up to 1 minute" (the spell's concentration flag says the rest, as the SRD's
 * spells do); 'time', 8 and 'hour' → "8 hours".
 */
export function spellDuration(kind: unknown, amount: unknown, scale: unknown): string {
  const unit = typeof scale === 'string' && ['round', 'minute', 'hour', 'day'].includes(scale) ? scale : 'minute';
  const time = plural(count(amount, 1), unit);
  if (kind === 'concentration') return `Up to ${time}`;
  if (kind === 'time') return time;
  return (typeof kind === 'string' && DURATION_WORDS[kind]) || 'Special';
}
