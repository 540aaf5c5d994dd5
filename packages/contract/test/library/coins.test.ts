import { describe, expect, it } from 'vitest';
import { campaignRecordSchema, inventorySchema } from '../../src/library/campaign-record.ts';
import {
  addToPurse,
  coinText,
  EMPTY_PURSE,
  purseChange,
  purseCopper,
  purseFromCopper,
} from '../../src/library/coins.ts';

describe('a purse keeps its coins as given', () => {
  it('35 gp 12 sp reads as 35 gp 12 sp, not 3 pp 6 gp 2 sp', () => {
    const purse = inventorySchema.parse({ currency: { gp: 35, sp: 12 } }).currency;
    expect(purse).toEqual({ pp: 0, gp: 35, sp: 12, cp: 0 });
    expect(coinText(purse)).toBe('35 gp 12 sp');
    expect(coinText(EMPTY_PURSE)).toBe('no coins');
    expect(coinText({ pp: 1000, gp: 0, sp: 5, cp: 0 })).toBe('1,000 pp 5 sp');
  });

  it('adds and takes back coin by coin, never below none', () => {
    const held = { pp: 0, gp: 10, sp: 0, cp: 3 };
    const after = addToPurse(held, { pp: 0, gp: 35, sp: 12, cp: 0 });
    expect(after).toEqual({ pp: 0, gp: 45, sp: 12, cp: 3 });
    expect(purseChange(held, after)).toEqual({ pp: 0, gp: 35, sp: 12, cp: 0 });
    // The party spent 5 sp meanwhile: taking the award back leaves no silver, the rest as it was.
    expect(addToPurse({ ...after, sp: 7 }, { pp: 0, gp: 35, sp: 12, cp: 0 }, -1)).toEqual(held);
  });

  it('reads a copper total saved before (an older export) as the fewest coins, as it was shown', () => {
    expect(purseFromCopper(12_345)).toEqual({ pp: 12, gp: 3, sp: 4, cp: 5 });
    expect(purseCopper({ pp: 12, gp: 3, sp: 4, cp: 5 })).toBe(12_345);
    expect(
      campaignRecordSchema.parse({ name: 'Old', inventory: { currency: 3620, items: [] } }).inventory.currency,
    ).toEqual({
      pp: 3,
      gp: 6,
      sp: 2,
      cp: 0,
    });
  });

  it('refuses what is not a count of coins, in words', () => {
    const refusal = (currency: unknown) => inventorySchema.safeParse({ currency }).error?.issues[0]?.message;
    expect(refusal({ gp: -1 })).toBe("Gold can't be under 0");
    expect(refusal({ sp: 1.5 })).toBe('Silver must be a whole number');
    expect(refusal({ cp: 1_000_000_001 })).toBe('Copper must be 1000000000 or less');
    expect(refusal({ ep: 3 })).toBeDefined();
    expect(refusal('35 gp')).toBe('Send the coins as how many pp, gp, sp and cp.');
  });
});
