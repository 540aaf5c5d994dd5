/**
 * A small structural check for data that arrives over the network: fast enough to run on every
 * command, and answering with the first problem in words ("card.target.key must be text").
 */

/** Where in the value the problem is (empty at the top), and what the value there should have been. */
export interface Problem {
  at: string;
  what: string;
}

export interface Rule {
  /** Null when the value fits. */
  problem(value: unknown): Problem | null;
}

export type Shape = Record<string, Rule>;

/** The problem as a sentence: "card.target.key must be text". */
export function describeProblem(problem: Problem): string {
  return `${problem.at || 'it'} must be ${problem.what}`;
}

function rule(fits: (value: unknown) => boolean, what: string): Rule {
  const problem = { at: '', what };
  return { problem: (value) => (fits(value) ? null : problem) };
}

/** The inner problem seen from one level up: `target` + `key` is `target.key`, `rolls` + `[0]` is `rolls[0]`. */
function inside(step: string, problem: Problem): Problem {
  if (!problem.at) return { at: step, what: problem.what };
  return { at: problem.at.startsWith('[') ? `${step}${problem.at}` : `${step}.${problem.at}`, what: problem.what };
}

export const text = rule((value) => typeof value === 'string', 'text');
export const nonEmptyText = rule((value) => typeof value === 'string' && value !== '', 'text that is not empty');
export const flag = rule((value) => typeof value === 'boolean', 'true or false');
export const numeric = rule((value) => typeof value === 'number' && !Number.isNaN(value), 'a number');
export const integer = rule((value) => Number.isInteger(value), 'a whole number');

export function between(min: number, max: number): Rule {
  return rule(
    (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
    `a whole number from ${min} to ${max}`,
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

/** An object holding at least these fields; others are left alone. */
export function object(shape: Shape): Rule {
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

/** An object of any keys whose values all follow `inner`. */
export function recordOf(inner: Rule): Rule {
  return {
    problem(value) {
      if (!isObject(value)) return NOT_AN_OBJECT;
      for (const key in value) {
        const problem = inner.problem(value[key]);
        if (problem) return inside(key, problem);
      }
      return null;
    },
  };
}
