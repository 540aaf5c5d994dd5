/**
 * A purse of coins kept as given: 35 gp and 12 sp stay 35 gp and 12 sp, never changed into fewer coins.
 * Zod-free, for the forms, the server's awards and the follow page alike.
 */

/** Each coin's worth in copper: 1 pp = 10 gp = 100 sp = 1,000 cp. */
export const COIN_VALUES = { pp: 1000, gp: 100, sp: 10, cp: 1 } as const;
export type Coin = keyof typeof COIN_VALUES;
export const COINS = Object.keys(COIN_VALUES) as Coin[];

/** How many of each coin: whole numbers from 0. */
export type Purse = Record<Coin, number>;

export const EMPTY_PURSE: Purse = { pp: 0, gp: 0, sp: 0, cp: 0 };

/** The most of one coin a purse holds: far beyond any hoard; a full purse is still a safe integer in copper. */
export const MAX_COINS_OF_A_KIND = 1_000_000_000;

/** Each coin's name in a refusal or a form's label. */
export const COIN_NAMES: Record<Coin, string> = { pp: 'Platinum', gp: 'Gold', sp: 'Silver', cp: 'Copper' };

/**
 * A purse stored before coins were kept as given, a copper total, read as the fewest coins (what it
 * was shown as): 12,345 → 12 pp 3 gp 4 sp 5 cp.
 */
export function purseFromCopper(copper: number): Purse {
  let left = Math.max(0, Math.trunc(copper));
  const purse = { ...EMPTY_PURSE };
  for (const coin of COINS) {
    purse[coin] = Math.floor(left / COIN_VALUES[coin]);
    left -= purse[coin] * COIN_VALUES[coin];
  }
  return purse;
}

/** What a purse is worth in copper. */
export function purseCopper(purse: Purse): number {
  return COINS.reduce((total, coin) => total + purse[coin] * COIN_VALUES[coin], 0);
}

/**
 * `purse` with `change` added coin by coin (negative counts take away): no coin below none, none past
 * the most a purse holds. Taking back what was spent meanwhile takes what is left of that coin.
 */
export function addToPurse(purse: Purse, change: Purse, sign: 1 | -1 = 1): Purse {
  const next = { ...EMPTY_PURSE };
  for (const coin of COINS) {
    next[coin] = Math.min(MAX_COINS_OF_A_KIND, Math.max(0, purse[coin] + sign * change[coin]));
  }
  return next;
}

/** What changed from `before` to `after`, coin by coin (what an award really gave). */
export function purseChange(before: Purse, after: Purse): Purse {
  const change = { ...EMPTY_PURSE };
  for (const coin of COINS) change[coin] = after[coin] - before[coin];
  return change;
}

export const isEmptyPurse = (purse: Purse) => COINS.every((coin) => purse[coin] === 0);

/** "35 gp 12 sp": the coins as given, largest first, the empty ones left out; "no coins" for none. */
export function coinText(purse: Purse): string {
  const shown = COINS.filter((coin) => purse[coin] > 0).map((coin) => `${purse[coin].toLocaleString('en')} ${coin}`);
  return shown.length > 0 ? shown.join(' ') : 'no coins';
}
