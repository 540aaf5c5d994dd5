import { isPagePath, PAGE_PATHS, REDIRECT_PATHS } from '@skald/contract/page-paths';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { redirects } from './redirects.ts';
import { pageRoutes } from './route-table.ts';

const pages = pageRoutes.map((page) => ({ path: page.path, meta: page.meta }));

function pageFor(path: string) {
  const matches = matchRoutes(pages, path);
  return matches?.at(-1)?.route;
}

describe('route table', () => {
  it('declares each path once', () => {
    const paths = pageRoutes.map((page) => page.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('sends every redirect to a page that exists', () => {
    for (const { to } of redirects) {
      const target = to.replace(':userid', 'someone');
      expect(pageFor(target), `${to} has no page`).toBeDefined();
    }
  });

  it.each([
    ['/', 'public'],
    ['/demo', 'public'],
    ['/demo/run-encounter', 'public'],
    ['/compendium/monsters/ogre', 'public'],
    ['/homebrew/abc', 'public'],
    ['/user/u1/c1', 'public'],
    ['/tools/dm-screen', 'public'],
    ['/content', 'login'],
    ['/content/players/add-player', 'login'],
    ['/content/npcs/n1', 'login'],
    ['/content/character-builder/c1/race', 'login'],
    ['/content/campaigns/c1/e1', 'login'],
    ['/run-encounter/c1/e1', 'login'],
    ['/test-encounter/c1/e1', 'login'],
    ['/profile/delete-account', 'login'],
    ['/contribute/spells/s1/edit', 'login'],
    ['/admin', 'admin'],
    ['/admin/patrons/new', 'admin'],
  ])('%s is a %s page', (path, access) => {
    expect(pageFor(path)?.meta.access).toBe(access);
  });

  it('names the add forms as pages of their own, not as ids', () => {
    expect(pageFor('/content/players/add-player')?.meta.title).toBe('Add player');
    expect(pageFor('/content/npcs/add-npc')?.meta.title).toBe('Add NPC');
    expect(pageFor('/content/npcs/n1')?.meta.title).toBe('Edit NPC');
  });

  it('marks home, the compendium, homebrew, the offline page and a running saved encounter usable offline, and no page that needs the server', () => {
    const offline = pageRoutes.filter((page) => page.meta.offline).map((page) => page.path);
    const compendium = ['monsters', 'spells', 'conditions', 'items', 'rules'].flatMap((kind) => [
      `/compendium/${kind}`,
      `/compendium/${kind}/:id`,
    ]);
    expect(offline.sort()).toEqual(
      [
        '/',
        '/compendium',
        ...compendium,
        '/homebrew',
        '/homebrew/:id',
        '/offline',
        '/run-encounter/:campid/:encid',
      ].sort(),
    );
  });

  it("is the contract's list of page addresses, which the server answers 404 outside of", () => {
    expect(pageRoutes.map((page) => page.path)).toEqual(PAGE_PATHS);
    expect(redirects.map((redirect) => redirect.from)).toEqual(REDIRECT_PATHS);
  });

  it.each([
    '/',
    '/demo/',
    '/Compendium/Spells',
    '/content/campaigns/c1/e1',
    '/encounters/a/b',
    '/home',
    '/no/such/page',
    '/demo/extra',
    '/content/campaigns/c1/e1/x',
    '/admin/users/u1/more',
  ])("the contract's matcher agrees with the router on %s", (path) => {
    const routed = matchRoutes([...pages, ...redirects.map(({ from }) => ({ path: from }))], path);
    expect(isPagePath(path)).toBe(routed !== null);
  });

  it('hides the sidebar while running encounters and following live initiative', () => {
    for (const path of ['/run-encounter/c/e', '/test-encounter/c/e', '/demo/run-encounter', '/user/u']) {
      expect(pageFor(path)?.meta.sidebar, path).toBe(false);
    }
    expect(pageFor('/demo')?.meta.sidebar).toBeUndefined();
  });
});
