import { describe, expect, it } from 'vitest';
import { ALIGNMENTS } from '../../src/constants/alignments.ts';
import { CONDITIONS, EXHAUSTION_LEVELS } from '../../src/constants/conditions.ts';
import { ENVIRONMENTS } from '../../src/constants/environments.ts';
import { isMonsterType, MONSTER_TYPES } from '../../src/constants/monster-types.ts';
import { SENSES } from '../../src/constants/senses.ts';
import { isSize, SIZES } from '../../src/constants/sizes.ts';
import { isSpeedKind, SPEED_KINDS } from '../../src/constants/speeds.ts';

// Each list is checked for its count and for having no repeats, so a typo that duplicates an entry
// or a missing entry both fail.
function expectDistinct(list: readonly unknown[], count: number) {
  expect(list).toHaveLength(count);
  expect(new Set(list).size).toBe(count);
}

describe('conditions', () => {
  it('are the fifteen of the SRD', () => {
    expectDistinct(CONDITIONS, 15);
    expect(CONDITIONS).toEqual(expect.arrayContaining(['blinded', 'exhaustion', 'petrified', 'unconscious']));
  });

  it('exhaustion has levels 1 to 6 and no others', () => {
    expect(EXHAUSTION_LEVELS).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('sizes', () => {
  it('run Tiny to Gargantuan, smallest first', () => {
    expect(SIZES).toEqual(['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan']);
    expect(isSize('huge')).toBe(true);
    expect(isSize('Huge')).toBe(false);
  });
});

describe('monster types', () => {
  it('are fifteen: the fourteen creature types and swarms', () => {
    expectDistinct(MONSTER_TYPES, 15);
    expect(isMonsterType('swarm')).toBe(true);
    expect(isMonsterType('monstrosity')).toBe(true);
    expect(isMonsterType('goblinoid')).toBe(false);
  });
});

describe('alignments', () => {
  it('are eleven: the nine moral alignments, unaligned and any alignment', () => {
    expectDistinct(ALIGNMENTS, 11);
    expect(ALIGNMENTS).toEqual(expect.arrayContaining(['lawful_good', 'neutral', 'chaotic_evil', 'unaligned']));
  });
});

describe('senses', () => {
  it('are blindsight, darkvision, tremorsense and truesight', () => {
    expect(SENSES).toEqual(['blindsight', 'darkvision', 'tremorsense', 'truesight']);
  });
});

describe('environments', () => {
  it('are eleven, from arctic to urban', () => {
    expectDistinct(ENVIRONMENTS, 11);
    expect(ENVIRONMENTS).toEqual(expect.arrayContaining(['arctic', 'underdark', 'underwater', 'urban']));
  });
});

describe('speeds', () => {
  it('are the five movement modes, walking first', () => {
    expect(SPEED_KINDS).toEqual(['walk', 'swim', 'fly', 'burrow', 'climb']);
    expect(isSpeedKind('burrow')).toBe(true);
    expect(isSpeedKind('hover')).toBe(false);
  });
});
