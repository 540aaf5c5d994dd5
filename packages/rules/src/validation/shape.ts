/**
 * A small structural check for data that arrives over the network: fast enough to run on every
 * command, and answering with the first problem in words ("card.target.key must be text").
 */
export interface Rule {
  /** Null when the value fits, else the path and what it should have been. */
  problem(value: unknown, path: string): string | null;
}

export type Shape = Record<string, Rule>;

function rule(fits: (value: unknown) => boolean, what: string): Rule {
  return { problem: (value, path) => (fits(value) ? null : `${path} must be ${what}`) };
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

/** One of a fixed list of values, which the message lists when it is short. */
export function oneOf(values: readonly unknown[], what?: string): Rule {
  const allowed = new Set(values);
  const listed = values.map((value) => JSON.stringify(value)).join(', ');
  return rule((value) => allowed.has(value), what ?? `one of ${listed}`);
}

export function optional(inner: Rule): Rule {
  return { problem: (value, path) => (value === undefined ? null : inner.problem(value, path)) };
}

export function nullable(inner: Rule): Rule {
  return { problem: (value, path) => (value === null ? null : inner.problem(value, path)) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object holding at least these fields; others are left alone. */
export function object(shape: Shape): Rule {
  const fields = Object.entries(shape);
  return {
    problem(value, path) {
      if (!isObject(value)) return `${path || 'it'} must be an object`;
      for (const [field, inner] of fields) {
        const problem = inner.problem(value[field], path ? `${path}.${field}` : field);
        if (problem) return problem;
      }
      return null;
    },
  };
}

export function arrayOf(inner: Rule): Rule {
  return {
    problem(value, path) {
      if (!Array.isArray(value)) return `${path} must be a list`;
      for (let i = 0; i < value.length; i++) {
        const problem = inner.problem(value[i], `${path}[${i}]`);
        if (problem) return problem;
      }
      return null;
    },
  };
}

/** An object of any keys whose values all follow `inner`. */
export function recordOf(inner: Rule): Rule {
  return {
    problem(value, path) {
      if (!isObject(value)) return `${path} must be an object`;
      for (const [key, item] of Object.entries(value)) {
        const problem = inner.problem(item, path ? `${path}.${key}` : key);
        if (problem) return problem;
      }
      return null;
    },
  };
}
