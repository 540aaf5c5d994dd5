import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tierExists } from '../tiers/public.ts';
import { type UserRow, users } from '../users/public.ts';

/** `default` gives the account back the tier it would have by itself: legacy by creation date, else DEFAULT_TIER. */
export const DEFAULT_TIER_WORD = 'default';

export type TierChangeResult = { user: UserRow } | { missing: 'account' | 'tier' };

/** Puts an account on a tier (a voucher, a patron, an operator's gift), or back on the default one. */
export async function changeTier(db: Db, email: string, tierId: string): Promise<TierChangeResult> {
  const given = tierId === DEFAULT_TIER_WORD ? null : tierId;
  if (given !== null && !(await tierExists(db, given))) return { missing: 'tier' };
  const [user] = await db
    .update(users)
    .set({ tierId: given })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning();
  return user ? { user } : { missing: 'account' };
}
