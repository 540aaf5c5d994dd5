import type { AccountUser } from '@skald/contract/account';
import type { TierName } from '@skald/contract/account-limits';
import type { users } from './user-tables.ts';

export type UserRow = typeof users.$inferSelect;

/** content.md §6: accounts created before this day keep the legacy tier. */
const LEGACY_BEFORE = Date.UTC(2024, 4, 15);

export function tierOf(created: Date): TierName {
  return created.getTime() < LEGACY_BEFORE ? 'legacy' : 'basic';
}

/** True while the account's address is the one it last proved it receives mail at. */
export function isVerified(row: UserRow): boolean {
  return row.verifiedEmail === row.email;
}

/** The account as the API shows it: never the password hash or the Google subject. */
export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    email: row.email,
    emailVerified: isVerified(row),
    username: row.username,
    admin: row.admin,
    contribute: row.contribute,
    tier: tierOf(row.created),
    created: row.created.toISOString(),
  };
}
