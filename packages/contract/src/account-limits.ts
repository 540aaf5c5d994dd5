import type { CriticalSetting } from '@skald/rules/dice/critical-damage';

/**
 * The accounts' limits, names, messages and defaults, apart from their zod schemas (`account.ts`), so a
 * page that only needs a message or the default settings does not load zod with it.
 */

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but a cap keeps a 1 MiB "password" from costing the server. */
export const PASSWORD_MAX_LENGTH = 256;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Days a sign-in lasts (content.md §4: the access cookie is set for 31 days). */
export const SESSION_DAYS = 31;
/** Name of the HttpOnly session cookie. */
export const SESSION_COOKIE = 'skald_session';
/** Header that carries the CSRF token on every state-changing request. */
export const CSRF_HEADER = 'x-csrf-token';

export const MESSAGES = {
  wrongCredentials: 'The e-mail address or password is wrong.',
  emailTaken: 'An account already uses this e-mail address; sign in instead.',
  usernameTaken: 'This username has already been taken',
  usernameRule: 'A username may only contain letters, numbers, dashes and underscores.',
  tooManyAttempts: 'Too many sign-in attempts; wait a few minutes and try again.',
  tooManyAccountRequests: 'Too many requests from this network; wait a few minutes and try again.',
  tooManyResets:
    'A reset link was asked for this e-mail address several times in the last minutes; check your inbox, or wait and try again.',
  tooManyControlGives: 'Control was given too many times in the last minutes; wait a few minutes and try again.',
  csrf: 'This request could not be verified; reload the page and try again.',
  signInRequired: 'Sign in to do this.',
  adminOnly: 'Only administrators may do this.',
  resetSent: 'If an account uses that e-mail address, a link to reset its password is on its way.',
  resetLinkInvalid: 'This reset link is invalid or has expired; ask for a new one.',
  verifyLinkInvalid:
    'This verification link is invalid, has expired or is for an address the account no longer uses; ask for a new one from your profile.',
  emailVerified: 'Your e-mail address is verified.',
  verificationSent: 'A new verification link is on its way; it works once, for a day.',
  verificationNotSent: 'The verification mail could not be sent just now; try again in a few minutes.',
  alreadyVerified: 'Your e-mail address is already verified.',
  tooManyVerificationMails:
    'A verification link was sent to this address several times in the last minutes; check your inbox, or wait and try again.',
  googleLinkUnverified:
    'An account already uses this e-mail address, but the address has not been verified, so Google cannot be linked to it. Sign in with its password and verify the address from your profile, or use "Forgot password".',
  currentPasswordWrong: 'The current password is wrong.',
  deleteConfirmMismatch: 'Type your username exactly to confirm.',
  deleteConfirmEmailMismatch: 'Type your e-mail address exactly to confirm.',
} as const;

export const TIERS = ['legacy', 'basic'] as const;
export type TierName = (typeof TIERS)[number];

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** A user's settings (content.md §3): general and encounter. `account.ts`'s schema must satisfy it. */
export interface UserSettings {
  general: { theme: Theme; side_collapsed: boolean };
  encounter: { critical: CriticalSetting; automate: boolean };
}

export const DEFAULT_USER_SETTINGS: UserSettings = {
  general: { theme: 'dark', side_collapsed: false },
  encounter: { critical: 'roll', automate: true },
};

export const CONTENT_KINDS = [
  'campaigns',
  'encounters',
  'npcs',
  'items',
  'reminders',
  'players',
  'spells',
  'characters',
] as const;
