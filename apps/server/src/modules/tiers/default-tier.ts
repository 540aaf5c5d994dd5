import { ConfigError } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { listTiers } from './slots.ts';

/**
 * DEFAULT_TIER must name a row of the tiers table: checked at start-up, because otherwise every new
 * account's first create would fail on the server instead of the operator seeing the mistake.
 */
export async function checkDefaultTier(db: Db, defaultTierId: string): Promise<void> {
  const known = (await listTiers(db)).map((tier) => tier.id);
  if (known.includes(defaultTierId)) return;
  throw new ConfigError('DEFAULT_TIER', `"${defaultTierId}" is not a tier; use one of ${known.join(', ')}`);
}
