import type { UIMatch } from 'react-router';

/** Who may open a route: anyone, a signed-in user, or a signed-in admin. */
export type RouteAccess = 'public' | 'login' | 'admin';

export interface RouteMeta {
  /** Page title, shown as "{title} | Skald"; the default title when absent. */
  title?: string;
  /** The page's meta description; the site description when absent. */
  description?: string;
  access: RouteAccess;
  /** false hides the sidebar on this route. */
  sidebar?: boolean;
  /** true when the route works without a network connection. */
  offline?: boolean;
}

export const SITE_NAME = 'Skald';
export const DEFAULT_TITLE = 'Combat tracker for 5e';
export const DEFAULT_DESCRIPTION =
  'Skald runs 5th-edition fantasy combat for game masters: initiative, hit points, damage and defenses, conditions, reminders and a live initiative list for players.';

const PUBLIC: RouteMeta = { access: 'public' };

/** The meta of the deepest matched route that declares one. */
export function currentMeta(matches: UIMatch[]): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { meta?: RouteMeta } | undefined;
    if (handle?.meta) return handle.meta;
  }
  return PUBLIC;
}

export function pageTitle(meta: RouteMeta): string {
  return `${meta.title ?? DEFAULT_TITLE} | ${SITE_NAME}`;
}
