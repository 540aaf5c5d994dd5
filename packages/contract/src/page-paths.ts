/**
 * Every address the web app has a page for, and the old addresses it redirects, as route patterns
 * (`:name` is one path segment, a final `*` any rest). The web app's route table and redirects are
 * checked against this list; the server answers 404 for a page address outside it. No zod here, so
 * the server's page fallback loads nothing it does not need.
 */
export const PAGE_PATHS: readonly string[] = [
  '/',
  '/content',
  '/content/overview',
  '/content/manage',
  '/content/import',
  '/content/import/hk_import',
  '/content/campaigns',
  '/content/campaigns/:campid',
  '/content/campaigns/:campid/:encid',
  '/content/players',
  '/content/players/add-player',
  '/content/players/:id',
  '/content/npcs',
  '/content/npcs/add-npc',
  '/content/npcs/:id',
  '/content/spells',
  '/content/spells/add-spell',
  '/content/spells/:id',
  '/content/reminders',
  '/content/reminders/add-reminder',
  '/content/reminders/:id',
  '/content/items',
  '/content/items/add-item',
  '/content/items/:id',
  '/content/character-builder',
  '/content/character-builder/:id',
  '/content/character-builder/:id/general',
  '/content/character-builder/:id/info',
  '/content/character-builder/:id/race',
  '/content/character-builder/:id/class',
  '/content/character-builder/:id/abilities',
  '/content/character-builder/:id/equipment',
  '/content/companions/:id',
  '/content/companions/:userid/:id',
  '/content/characters',
  '/content/characters/:id',
  '/content/followed',
  '/content/settings',
  '/run-encounter/:campid/:encid',
  '/test-encounter/:campid/:encid',
  '/demo',
  '/demo/run-encounter',
  '/weather-demo',
  '/user/:userid',
  '/user/:userid/:campid',
  '/tools',
  '/tools/combat-tracker',
  '/tools/encounter-builder',
  '/tools/dm-screen',
  '/tools/monster-creator',
  '/tools/spell-creator',
  '/tools/character-sync',
  '/tools/character-builder',
  '/tools/homebrew-creation',
  '/compendium',
  '/compendium/monsters',
  '/compendium/monsters/:id',
  '/compendium/spells',
  '/compendium/spells/:id',
  '/compendium/conditions',
  '/compendium/conditions/:id',
  '/compendium/items',
  '/compendium/items/:id',
  '/compendium/rules',
  '/compendium/rules/:id',
  '/homebrew',
  '/homebrew/:id',
  '/homebrew/:kind/:id',
  '/admin',
  '/admin/users',
  '/admin/users/:id',
  '/admin/patrons',
  '/admin/patrons/new',
  '/admin/patrons/:id',
  '/admin/vouchers',
  '/admin/promotions',
  '/admin/subscriptions',
  '/admin/export_csv',
  '/admin/export',
  '/admin/xml',
  '/admin/prerender',
  '/admin/monster-update',
  '/admin/search-table',
  '/admin/update-db-keys',
  '/admin/restruct-db',
  '/contribute',
  '/contribute/spells',
  '/contribute/spells/:id',
  '/contribute/spells/:id/edit',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/verify-email',
  '/set-username',
  '/profile',
  '/profile/delete-account',
  '/link-patreon-account',
  '/pricing',
  '/about-us',
  '/documentation',
  '/support',
  '/feedback',
  '/changelog',
  '/privacy-policy',
  '/character-sync-privacy-policy',
  '/cookies',
  '/sitemap',
  '/poster',
  '/offline',
];

/** Old and short addresses the web app sends on to their pages. */
export const REDIRECT_PATHS: readonly string[] = [
  '/home',
  '/track-encounter/:userid',
  '/campaigns',
  '/players',
  '/characters',
  '/npcs',
  '/reminders',
  '/items',
  '/followed',
  '/settings',
  '/encounters/*',
  '/patreon',
  '/updates',
  '/combat-tracker',
  '/monster-creator',
  '/encounter-builder',
  '/tools/build-encounter',
  '/tools/create-monster',
  '/tools/create-spell',
];

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Whether `pattern` matches `path` as the web app's router does: segment by segment, ignoring case and a trailing slash. */
function matches(pattern: string, path: string): boolean {
  const wanted = segments(pattern);
  const given = segments(path);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return true;
    const part = given[index];
    if (part === undefined) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return wanted.length === given.length;
}

/** True when the web app shows a page (or a redirect) at this decoded path, false for its not-found screen. */
export function isPagePath(path: string): boolean {
  return [...PAGE_PATHS, ...REDIRECT_PATHS].some((pattern) => matches(pattern, path));
}
