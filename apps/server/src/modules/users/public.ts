/** What the rest of the server uses of the users module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { isVerified, toAccountUser, type UserRow } from './account-user.ts';
export { tiers } from './tier-tables.ts';
export { userSettings, users } from './user-tables.ts';
