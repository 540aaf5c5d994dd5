/** Coins in copper: 1 pp = 10 gp = 100 sp = 1,000 cp. */
export const COIN_VALUES = { pp: 1000, gp: 100, sp: 10, cp: 1 } as const;
export type Coin = keyof typeof COIN_VALUES;
export const COINS = Object.keys(COIN_VALUES) as Coin[];

export type Purse = Record<Coin, number>;

/** A copper total as the fewest coins: 12,345 cp → 12 pp, 3 gp, 4 sp, 5 cp. */
export function splitCopper(copper: number): Purse {
  let left = Math.max(0, Math.trunc(copper));
  const purse = { pp: 0, gp: 0, sp: 0, cp: 0 };
  for (const coin of COINS) {
    purse[coin] = Math.floor(left / COIN_VALUES[coin]);
    left -= purse[coin] * COIN_VALUES[coin];
  }
  return purse;
}

/** A purse's worth in copper. */
export function purseCopper(purse: Purse): number {
  return COINS.reduce((total, coin) => total + purse[coin] * COIN_VALUES[coin], 0);
}

/** "12 pp 3 gp 4 sp 5 cp", coins of 0 left out; "0 cp" for an empty purse. */
export function coinText(copper: number): string {
  const purse = splitCopper(copper);
  const shown = COINS.filter((coin) => purse[coin] > 0).map((coin) => `${purse[coin].toLocaleString('en')} ${coin}`);
  return shown.length > 0 ? shown.join(' ') : '0 cp';
}
