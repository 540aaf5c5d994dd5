import { describe, expect, it } from 'vitest';
import { coinText, purseCopper, splitCopper } from './coins.ts';

describe('coins', () => {
  it('splits copper into the fewest coins and adds them back up', () => {
    expect(splitCopper(12_345)).toEqual({ pp: 12, gp: 3, sp: 4, cp: 5 });
    expect(purseCopper({ pp: 12, gp: 3, sp: 4, cp: 5 })).toBe(12_345);
    expect(purseCopper({ pp: 0, gp: 25, sp: 30, cp: 7 })).toBe(2_807);
    expect(splitCopper(0)).toEqual({ pp: 0, gp: 0, sp: 0, cp: 0 });
  });

  it('reads as coins with the empty ones left out', () => {
    expect(coinText(12_345)).toBe('12 pp 3 gp 4 sp 5 cp');
    expect(coinText(1_000_050)).toBe('1,000 pp 5 sp');
    expect(coinText(0)).toBe('0 cp');
  });
});
