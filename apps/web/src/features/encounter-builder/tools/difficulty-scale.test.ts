import { describe, expect, it } from 'vitest';
import { difficultyScale } from './difficulty-scale.ts';

// Four level-3 characters by the 2014 rules: easy 300, medium 600, hard 900, deadly 1,600; the bar reaches 2,400.
const steps = [
  { name: 'easy', xp: 300 },
  { name: 'medium', xp: 600 },
  { name: 'hard', xp: 900 },
  { name: 'deadly', xp: 1600 },
];

describe('the difficulty bar', () => {
  it('draws each band to scale up to half again the hardest threshold', () => {
    expect(difficultyScale('trivial', steps, 0).bands).toEqual([
      { name: 'trivial', from: 0, to: 0.125 },
      { name: 'easy', from: 0.125, to: 0.25 },
      { name: 'medium', from: 0.25, to: 0.375 },
      { name: 'hard', from: 0.375, to: 1600 / 2400 },
      { name: 'deadly', from: 1600 / 2400, to: 1 },
    ]);
  });

  it('puts the encounter where its XP falls, and a fight past the end at the end', () => {
    expect(difficultyScale('trivial', steps, 1200).marker).toBe(0.5);
    expect(difficultyScale('trivial', steps, 99_999).marker).toBe(1);
  });

  it('has nothing to draw without thresholds (no party)', () => {
    expect(difficultyScale('trivial', [{ name: 'easy', xp: 0 }], 50)).toEqual({ bands: [], marker: 0 });
  });
});
