import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/http/json-depth.ts';

const nested = (depth: number) => `${'{"a":['.repeat(depth / 2)}1${']}'.repeat(depth / 2)}`;

describe('how deep JSON text nests, read before it is parsed', () => {
  it(`takes ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(`[${nested(MAX_JSON_DEPTH)}]`)).toBe(true);
  });

  it('counts no bracket inside a string, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '['.repeat(10_000) }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: `\\"${'{'.repeat(10_000)}"` }))).toBe(false);
    // A string ending in a backslash ends at its quote: the nesting after it counts.
    const deep = JSON.parse(`[${nested(MAX_JSON_DEPTH)}]`);
    expect(nestsDeeperThan(JSON.stringify({ text: 'C:\\', deep }))).toBe(true);
  });

  it('siblings do not add up: only nesting counts', () => {
    expect(nestsDeeperThan(JSON.stringify(Array.from({ length: 10_000 }, () => [[{}]])))).toBe(false);
  });
});
