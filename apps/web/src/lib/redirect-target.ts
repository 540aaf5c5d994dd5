import { sameSitePath } from '@skald/contract/same-site-path';

/** Where sign-in lands when the address names no page to go back to (content.md §2). */
export const AFTER_SIGN_IN = '/content';

/**
 * The `?redirect=` value if it is a page of this site (resolved against `origin` as the browser would,
 * contract's `sameSitePath`), else `fallback`. Anything that could leave the site or loop back to the
 * account forms is refused, so a crafted link cannot send a fresh sign-in elsewhere.
 */
export function redirectTarget(
  value: string | null,
  fallback = AFTER_SIGN_IN,
  origin: string = window.location.origin,
): string {
  const path = sameSitePath(value, origin);
  if (path === null || /^\/(sign-in|sign-up)(?=$|[/?#])/.test(path)) return fallback;
  return path;
}

/** The address of a page that, once done, continues to `target`. */
export function withRedirect(path: string, target: string): string {
  return `${path}?redirect=${encodeURIComponent(target)}`;
}
