import type { AccountUser } from '@skald/contract/account';

const KEY = 'skald.signed-in-user';

/**
 * Who was signed in when the server last answered, kept in this browser so a page opened with no network
 * (a saved encounter kept running offline) still knows its GM. Only what the session answer already
 * showed; the server decides again the moment it can be reached.
 */
export function rememberUser(user: AccountUser | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, full): offline pages then ask for a sign-in, as before.
  }
}

export function rememberedUser(): AccountUser | null {
  try {
    const kept = localStorage.getItem(KEY);
    const user = kept ? (JSON.parse(kept) as Partial<AccountUser>) : null;
    return user && typeof user.id === 'string' ? (user as AccountUser) : null;
  } catch {
    return null;
  }
}
