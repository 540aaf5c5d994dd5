import { describe, expect, it } from 'vitest';
import { nameInitial, signed } from './labels.ts';

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

describe('a bonus as a sheet writes it', () => {
  it('has its sign, + for zero too', () => {
    expect([signed(2), signed(-1), signed(0)]).toEqual(['+2', '-1', '+0']);
  });
});
