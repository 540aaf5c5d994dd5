import { describe, expect, it } from 'vitest';
import {
  arrayOf,
  describeProblem,
  flag,
  nullable,
  numberBetween,
  object,
  oneOf,
  optional,
  recordOf,
  textUpTo,
} from '../../src/validation/shape.ts';

const card = object({
  actor: textUpTo(10, { nonEmpty: true }),
  override: nullable(numberBetween(0, 1000)),
  actions: arrayOf(object({ rolls: arrayOf(object({ magical: flag })) })),
  tags: optional(recordOf(oneOf(['a', 'b']))),
});

const problemOf = (value: unknown) => {
  const problem = card.problem(value);
  return problem && describeProblem(problem);
};

describe('structural checks name the first problem and where it is', () => {
  it('a value that fits has no problem', () => {
    expect(problemOf({ actor: 'orc', override: null, actions: [{ rolls: [{ magical: true }] }] })).toBeNull();
  });

  it('a nested list item: actions[0].rolls[1].magical', () => {
    const value = { actor: 'orc', override: 3, actions: [{ rolls: [{ magical: true }, { magical: 'yes' }] }] };
    expect(problemOf(value)).toBe('actions[0].rolls[1].magical must be true or false');
  });

  it('a missing field, a wrong top-level value and a record entry', () => {
    expect(problemOf({ override: null, actions: [] })).toBe('actor must be text of 1 to 10 characters');
    expect(problemOf(null)).toBe('it must be an object');
    expect(problemOf({ actor: 'orc', override: null, actions: [], tags: { x: 'c' } })).toBe(
      'tags.x must be one of "a", "b"',
    );
  });

  it('NaN, infinity and a number out of bounds are not numbers a rule can use', () => {
    for (const override of [Number.NaN, Number.POSITIVE_INFINITY, -1, 1e308]) {
      expect(problemOf({ actor: 'orc', override, actions: [] })).toBe('override must be a number from 0 to 1,000');
    }
  });

  it('text past its length is refused, as a record past its entries or with a long key', () => {
    expect(problemOf({ actor: 'o'.repeat(11), override: null, actions: [] })).toBe(
      'actor must be text of 1 to 10 characters',
    );
    const tags = recordOf(flag, { entries: 2, keyLength: 3 });
    expect(tags.problem({ a: true, b: true, c: true })).toEqual({ at: '', what: 'an object of at most 2 entries' });
    expect(describeProblem(tags.problem({ long: true }) ?? { at: '', what: '' })).toBe(
      'long must be named in at most 3 characters',
    );
  });

  it('an exact object refuses a field it does not name', () => {
    const exact = object({ a: flag }, { exact: true });
    expect(exact.problem({ a: true })).toBeNull();
    expect(describeProblem(exact.problem({ a: true, extra: 1 }) ?? { at: '', what: '' })).toBe(
      'extra is not a field Skald keeps',
    );
  });
});
