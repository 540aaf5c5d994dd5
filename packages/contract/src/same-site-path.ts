/**
 * Where a `?redirect=` may send someone after signing in: only a page of this site. Zod-free, so the
 * server's Google sign-in and the web's account forms share it.
 */

/** The longest redirect followed; a longer one lands on the default page. */
export const MAX_REDIRECT_LENGTH = 500;

/**
 * Control characters and backslashes: browsers drop tabs and newlines and read a backslash as a slash,
 * so "/\t/evil.example" and "/\\evil.example" reach the browser as "//evil.example", another site.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const REREAD_BY_BROWSERS = /[\u0000-\u001f\u007f\\]/;

/**
 * `raw` as a path of the site at `origin` (path, query and fragment as the URL parser writes them, so
 * safe in a Location header), or null when it is not a plain path, is too long, or, resolved against
 * `origin` as a browser would, leads to another origin.
 */
export function sameSitePath(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_REDIRECT_LENGTH || !raw.startsWith('/')) return null;
  if (REREAD_BY_BROWSERS.test(raw)) return null;
  const site = new URL(origin);
  let resolved: URL;
  try {
    resolved = new URL(raw, site);
  } catch {
    return null;
  }
  if (resolved.origin !== site.origin) return null;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // Dot segments can collapse into a leading "//" ("/.//evil.example"), which a browser reads as a host;
  // percent-encoding can make the path longer than the address it came from.
  return path.startsWith('//') || path.length > MAX_REDIRECT_LENGTH ? null : path;
}
