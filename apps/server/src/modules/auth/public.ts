/** What the rest of the server uses of the auth module: outside it, import from here only (scripts/check-boundaries.mjs). */

export type { AccountDeps } from './account-deps.ts';
export { AttemptLimit } from './attempt-limit.ts';
export { requireSignedIn } from './current-user.ts';
export { type EndedSessions, endedFor } from './ended-sessions.ts';
export { type AccountConfig, registerAccounts } from './register-accounts.ts';
export type { SignedIn } from './sessions.ts';
