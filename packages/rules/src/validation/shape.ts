import { wholeNumber } from './whole-number.ts';

/**
 * A small structural check for data that arrives over the network: fast enough to run on every
 * command, and answering with the first problem in words ("card.target.key must be text of 1 to 100
 * characters").
 */

/** Where in the value the problem is (empty at the top), and what the value there should have been. */
export interface Problem {
  at: string;
  what: string;
  /** The field at `at` is one the shape does not have, rather than a value of the wrong kind. */
  unknown?: true;
}

export interface Rule {
  /** Null when the value fits. */
  problem(value: unknown): Problem | null;
}

export type Shape = Record<string, Rule>;

/** The problem as a sentence: "card.target.key must be text". */
export function describeProblem(problem: Problem): string {
  if (problem.unknown) return `${problem.at} is not a field Skald keeps`;
  return `${problem.at || 'it'} must be ${problem.what}`;
}

function rule(fits: (value: unknown) => boolean, what: string): Rule {
  const problem = { at: '', what };
  return { problem: (value) => (fits(value) ? null : problem) };
}

/** The inner problem seen from one level up: `target` + `key` is `target.key`, `rolls` + `[0]` is `rolls[0]`. */
function inside(step: string, problem: Problem): Problem {
  if (!problem.at) return { ...problem, at: step };
  return { ...problem, at: problem.at.startsWith('[') ? `${step}${problem.at}` : `${step}.${problem.at}` };
}

export const flag = rule((value) => typeof value === 'boolean', 'true or false');
export const integer = rule((value) => Number.isInteger(value), 'a whole number');

/** A number written the way the message shows it: 1,000,000. */
const shown = (number: number) => number.toLocaleString('en-US');

/** Text of at most `max` characters; with `nonEmpty`, of at least one. */
export function textUpTo(max: number, { nonEmpty = false } = {}): Rule {
  const least = nonEmpty ? 1 : 0;
  return rule(
    (value) => typeof value === 'string' && value.length >= least && value.length <= max,
    nonEmpty ? `text of 1 to ${shown(max)} characters` : `text of at most ${shown(max)} characters`,
  );
}

/** A finite number from `min` to `max`, fractions allowed (a to-hit total, a halved amount). */
export function numberBetween(min: number, max: number): Rule {
  return rule(
    (value) => typeof value === 'number' && value >= min && value <= max,
    `a number from ${shown(min)} to ${shown(max)}`,
  );
}

/**
 * A value as typed in a form, which the rules read with `wholeNumber`: a number, its text (a short one) or
 * empty, whose whole number, when it has one, is from `min` to `max`.
 */
export function typedWholeNumber(min: number, max: number): Rule {
  const problem = { at: '', what: `a number from ${shown(min)} to ${shown(max)}, or empty` };
  return {
    problem(value) {
      if (value === null || value === '') return null;
      if (typeof value !== 'number' && (typeof value !== 'string' || value.length > 20)) return problem;
      const number = wholeNumber(value);
      return number === undefined || (number >= min && number <= max) ? null : problem;
    },
  };
}

export function between(min: number, max: number): Rule {
  return rule(
    (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
    `a whole number from ${shown(min)} to ${shown(max)}`,
  );
}

/** One of a fixed list of values, which the message lists unless a description is given. */
export function oneOf(values: readonly unknown[], what?: string): Rule {
  const allowed = new Set(values);
  return rule(
    (value) => allowed.has(value),
    what ?? `one of ${values.map((value) => JSON.stringify(value)).join(', ')}`,
  );
}

export function optional(inner: Rule): Rule {
  return { problem: (value) => (value === undefined ? null : inner.problem(value)) };
}

export function nullable(inner: Rule): Rule {
  return { problem: (value) => (value === null ? null : inner.problem(value)) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NOT_AN_OBJECT: Problem = { at: '', what: 'an object' };

/**
 * An object holding at least these fields. With `exact`, a field the shape does not name is refused, so
 * nothing unknown reaches the stored state or log; without it, others are left alone.
 */
export function object(shape: Shape, { exact = false } = {}): Rule {
  // Names and rules in two lists, walked by index: every command passes through here.
  const names = Object.keys(shape);
  const rules = names.map((name) => shape[name] as Rule);
  return {
    problem(value) {
      if (!isObject(value)) return NOT_AN_OBJECT;
      for (let i = 0; i < names.length; i++) {
        const field = names[i] as string;
        const problem = (rules[i] as Rule).problem(value[field]);
        if (problem) return inside(field, problem);
      }
      if (exact) {
        for (const field in value) {
          if (!Object.hasOwn(shape, field)) return { at: field, what: 'left out', unknown: true };
        }
      }
      return null;
    },
  };
}

/** A list whose items all follow `inner`; with `size`, of `size.min` to `size.max` items. */
export function arrayOf(inner: Rule, size?: { min: number; max: number; what: string }): Rule {
  const listProblem = { at: '', what: size ? `a list of ${size.min} to ${size.max} ${size.what}` : 'a list' };
  return {
    problem(value) {
      if (!Array.isArray(value)) return listProblem;
      if (size && (value.length < size.min || value.length > size.max)) return listProblem;
      for (let i = 0; i < value.length; i++) {
        const problem = inner.problem(value[i]);
        if (problem) return inside(`[${i}]`, problem);
      }
      return null;
    },
  };
}

/**
 * An object of any keys whose values all follow `inner`; with `size`, of at most `size.entries` entries
 * whose keys are at most `size.keyLength` characters.
 */
export function recordOf(inner: Rule, size?: { entries: number; keyLength: number }): Rule {
  const most = size?.entries ?? Number.POSITIVE_INFINITY;
  const keyLength = size?.keyLength ?? Number.POSITIVE_INFINITY;
  const tooMany: Problem = { at: '', what: `an object of at most ${most} entries` };
  const longKey: Problem = { at: '', what: `named in at most ${keyLength} characters` };
  return {
    problem(value) {
      if (!isObject(value)) return NOT_AN_OBJECT;
      let entries = 0;
      for (const key in value) {
        entries += 1;
        if (entries > most) return tooMany;
        if (key.length > keyLength) return inside(key.slice(0, 20), longKey);
        const problem = inner.problem(value[key]);
        if (problem) return inside(key, problem);
      }
      return null;
    },
  };
}
