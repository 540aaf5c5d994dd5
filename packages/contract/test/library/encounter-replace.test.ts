import { describe, expect, it } from 'vitest';
import { encounterReplaceSchema } from '../../src/library/encounter-record.ts';

describe('a builder save names the version it opened', () => {
  it('takes a whole number from 0', () => {
    expect(encounterReplaceSchema.safeParse({ name: 'Ambush', version: 3 }).success).toBe(true);
  });

  it.each([-1, 1.5, '3', undefined])('refuses %s in one sentence', (version) => {
    const answer = encounterReplaceSchema.safeParse({ name: 'Ambush', version });
    expect(answer.error?.issues.map((issue) => issue.message)).toEqual([
      'Send the version the builder opened: a whole number, 0 or more.',
    ]);
  });
});
