import { describe, expect, it } from 'vitest';
import {
  arrayOf,
  describeProblem,
  flag,
  nonEmptyText,
  nullable,
  numeric,
  object,
  oneOf,
  optional,
  recordOf,
} from '../../src/validation/shape.ts';

const card = object({
  actor: nonEmptyText,
  override: nullable(numeric),
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
    expect(problemOf({ override: null, actions: [] })).toBe('actor must be text that is not empty');
    expect(problemOf(null)).toBe('it must be an object');
    expect(problemOf({ actor: 'orc', override: null, actions: [], tags: { x: 'c' } })).toBe(
      'tags.x must be one of "a", "b"',
    );
  });

  it('NaN is not a number a rule can use', () => {
    expect(problemOf({ actor: 'orc', override: Number.NaN, actions: [] })).toBe('override must be a number');
  });
});
