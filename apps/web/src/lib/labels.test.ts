import { describe, expect, it } from 'vitest';
import { nameInitial } from './labels.ts';

describe("a name's initial, the picture of a player or character without one", () => {
  it('is the first letter, capitalised', () => {
    expect(nameInitial('thora')).toBe('T');
    expect(nameInitial('  élodie')).toBe('É');
  });

  it('is a whole emoji or flag, never half of one', () => {
    expect(nameInitial('🐉 Vyrm')).toBe('🐉');
    expect(nameInitial('🏳️‍🌈 Pride')).toBe('🏳️‍🌈');
    expect(nameInitial('👩🏽‍🚀 Astra')).toBe('👩🏽‍🚀');
  });

  it('is empty for an empty name', () => {
    expect(nameInitial('')).toBe('');
  });
});
