// @vitest-environment jsdom
import type { AccountUser } from '@skald/contract/account';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, SIGNED_IN, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { renderApp } from '../render-app.tsx';
import type { ScreenOf } from './router.tsx';
import { screens } from './screens.ts';

const toSignIn = (path: string) => `/sign-in?redirect=${encodeURIComponent(path)}`;

/**
 * Where a visitor lands is the subject here, not what each page shows: pages are drawn by the small
 * not-built page, which names the page by its title. Sign-in draws its own screen where it matters (it
 * sends a signed-in user on).
 */
const standIn: ScreenOf = () => screens.notBuilt;
const ownSignIn: ScreenOf = (page) => (page.path === '/sign-in' ? page.screen : screens.notBuilt);

/** Opens `path` with `user` signed in (none: a visitor). */
function open(path: string, user: AccountUser | null = null, screenOf = ownSignIn) {
  fakeServer({ 'GET /api/auth/session': sessionAnswer(user) });
  return renderApp(path, { screenOf });
}

/** Waits until the app has settled on `expected` (redirects and the gate act after the session is read). */
async function landsOn(app: ReturnType<typeof open>, expected: string) {
  await waitFor(() => expect(app.path()).toBe(expected));
}

describe('every redirect of content.md §2 and combat.md §2, for a signed-out visitor', SCREEN_TEST, () => {
  it.each([
    ['/home', '/'],
    ['/track-encounter/gm-42', '/user/gm-42'],
    ['/campaigns', toSignIn('/content/campaigns')],
    ['/players', toSignIn('/content/players')],
    ['/characters', toSignIn('/content/characters')],
    ['/npcs', toSignIn('/content/npcs')],
    ['/reminders', toSignIn('/content/reminders')],
    ['/items', toSignIn('/content/items')],
    ['/followed', toSignIn('/content/followed')],
    ['/settings', toSignIn('/content/settings')],
    ['/encounters', toSignIn('/content/campaigns')],
    ['/encounters/abc/def', toSignIn('/content/campaigns')],
    ['/patreon', '/pricing'],
    ['/updates', '/changelog'],
    ['/combat-tracker', '/demo'],
    ['/monster-creator', '/tools/monster-creator'],
    ['/encounter-builder', '/tools/encounter-builder'],
    ['/tools/build-encounter', '/tools/encounter-builder'],
    ['/tools/create-monster', '/tools/monster-creator'],
    ['/tools/create-spell', '/tools/spell-creator'],
  ])('%s goes to %s', async (from, to) => {
    await landsOn(open(from, null, standIn), to);
  });

  it('keeps the query string', async () => {
    await landsOn(open('/track-encounter/gm-42?view=compact', null, standIn), '/user/gm-42?view=compact');
  });
});

describe('the route gate', SCREEN_TEST, () => {
  it.each([
    '/content',
    '/content/npcs/add-npc',
    '/run-encounter/c1/e1',
    '/profile',
    '/contribute/spells',
    '/admin/users',
  ])('sends a signed-out visitor from %s to sign in, remembering where they were going', async (path) => {
    const app = open(path);
    await landsOn(app, toSignIn(path));
    expect(await screen.findByRole('heading', { name: 'Sign in to Skald' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign in | Skald'));
  });

  it('remembers the query string of the page asked for too', async () => {
    await landsOn(open('/content/campaigns?page=2', null, standIn), toSignIn('/content/campaigns?page=2'));
  });

  it('sends a signed-in user away from sign-in: to where they were going, else to their content', async () => {
    await landsOn(open(toSignIn('/content/npcs'), SIGNED_IN), '/content/npcs');
    await landsOn(open('/sign-in', SIGNED_IN), '/content');
  });

  it('refuses a hostile return path and goes to the content instead', async () => {
    await landsOn(open(toSignIn('//evil.example/steal'), SIGNED_IN), '/content');
  });

  it('lets a signed-in user in to a login page without a detour', async () => {
    const app = open('/contribute', SIGNED_IN);
    expect(await screen.findByRole('heading', { name: 'Contribute', level: 1 })).toBeInTheDocument();
    expect(app.path()).toBe('/contribute');
  });

  it('shows an admin page to an admin only: anyone else signed in is told why, and stays', async () => {
    const user = open('/admin/users', SIGNED_IN);
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(user.path()).toBe('/admin/users');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('opens an admin page for an admin', async () => {
    open('/admin/users', { ...SIGNED_IN, admin: true });
    expect(await screen.findByRole('heading', { name: 'Admin: Users', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Administrators only')).toBeNull();
  });
});
