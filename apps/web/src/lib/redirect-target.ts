/** Where sign-in lands when the address names no page to go back to (content.md §2). */
export const AFTER_SIGN_IN = '/content';

/**
 * The `?redirect=` value if it is a page of this site, else `fallback`. Anything that could leave the
 * site (`//host`, `https:`, a backslash some browsers read as a slash) or loop back to the account
 * forms is refused, so a crafted link cannot send a fresh sign-in elsewhere.
 */
export function redirectTarget(value: string | null, fallback = AFTER_SIGN_IN): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/^\/(sign-in|sign-up)(?=$|[/?#])/.test(value)) return fallback;
  return value;
}

/** The address of a page that, once done, continues to `target`. */
export function withRedirect(path: string, target: string): string {
  return `${path}?redirect=${encodeURIComponent(target)}`;
}
