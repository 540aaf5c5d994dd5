// @vitest-environment jsdom
import type { AccountUser, UserSettingsPatch } from '@skald/contract/account';
import { DEFAULT_USER_SETTINGS } from '@skald/contract/account-limits';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeServer, SIGNED_IN, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { mergeSettings } from '../../lib/user-settings.tsx';
import { renderApp } from '../render-app.tsx';
import type { ScreenOf } from '../routes/router.tsx';
import { screens } from '../routes/screens.ts';

/** Home and not-found draw their own screens; other pages the small not-built page, which names them. */
const ownHome: ScreenOf = (page) => (['/', '*'].includes(page.path) ? page.screen : screens.notBuilt);
/** Opens `path` with `user` signed in (none: a visitor). */
function open(path: string, user: AccountUser | null = SIGNED_IN) {
  fakeServer({ 'GET /api/auth/session': sessionAnswer(user) });
  return renderApp(path, { screenOf: ownHome });
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
const mainMenu = () => screen.queryByRole('navigation', { name: 'Main menu' });

describe('home', SCREEN_TEST, () => {
  it('says what Skald is and links to the demo, tools and compendium; signed out, without the app header or sidebar', async () => {
    open('/', null);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Run the fight.');
    expect(document.title).toBe('Combat tracker for 5e | Skald');
    expect(screen.getByRole('link', { name: 'Try the demo encounter' })).toHaveAttribute('href', '/demo');
    expect(screen.getByRole('link', { name: 'Browse the compendium' })).toHaveAttribute('href', '/compendium');
    expect(screen.getByRole('link', { name: 'See all tools' })).toHaveAttribute('href', '/tools');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(mainMenu()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dice roller (R)' })).toBeNull();
  });

  it("signed in, shows one header, the app's, with the account menu and no Sign in", async () => {
    open('/');
    expect(await screen.findByRole('button', { name: /^Account menu/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Run the fight.');
    expect(screen.getAllByRole('link', { name: 'Skald home' })).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Site' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('opens the demo inside the shell, with its own title and description', async () => {
    const app = open('/', null);
    await userEvent.click(await screen.findByRole('link', { name: 'Try the demo encounter' }));
    await waitFor(() => expect(document.title).toBe('Demo encounter | Skald'));
    expect(app.path()).toBe('/demo');
    expect(description()).toMatch(/without an account/);
    expect(mainMenu()).toBeInTheDocument();
  });
});

describe('pages without their own screen', SCREEN_TEST, () => {
  it('an unknown address shows the not-found page inside the shell, with the way home', async () => {
    open('/no/such/page', null);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Skald');
    expect(mainMenu()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Run the fight\./ })).toBeInTheDocument();
  });

  it('a page not built yet says so, under the title and description of its route', async () => {
    open('/documentation', null);
    expect(await screen.findByRole('heading', { name: 'Documentation', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/This part of Skald is not built yet\./)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Documentation | Skald'));
    expect(description()).toMatch(/5th-edition/);
  });

  it('full-screen pages hide the sidebar and its toggle', async () => {
    open('/demo/run-encounter', null);
    expect(await screen.findByRole('heading', { name: 'Run the demo encounter', level: 1 })).toBeInTheDocument();
    expect(mainMenu()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});

describe("the theme, kept with a signed-in user's settings", SCREEN_TEST, () => {
  it('a switch made while the settings are still on their way stays when they arrive (read before the save)', async () => {
    let answerLoad = (_: FakeAnswer) => {};
    const server = fakeServer({
      'GET /api/me/settings': () => new Promise<FakeAnswer>((answer) => (answerLoad = answer)),
      'PATCH /api/me/settings': ({ body }) => ({
        body: mergeSettings(DEFAULT_USER_SETTINGS, body as UserSettingsPatch),
      }),
    });
    renderApp('/tools', { screenOf: ownHome });
    const html = document.documentElement;
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to light theme' }));
    await waitFor(() => expect(server.sent('PATCH /api/me/settings')).toHaveLength(1));
    // The load the server answered before it took the save: the dark theme of before.
    await act(async () => answerLoad({ body: DEFAULT_USER_SETTINGS }));
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });
});

describe('the theme and the sidebar, kept in this browser', SCREEN_TEST, () => {
  it('the theme is dark by default, and a switch to light is kept for the next visit', async () => {
    const first = open('/tools', null);
    const html = document.documentElement;
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to light theme' }));
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    first.unmount();

    open('/tools', null);
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  it('on a large screen the sidebar collapses to icons, and stays so on the next visit', async () => {
    const first = open('/tools', null);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Compendium')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(menu).queryByText('Compendium')).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Compendium' })).toBeInTheDocument();
    first.unmount();

    open('/tools', null);
    const again = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(again).getByRole('link', { name: 'Compendium' })).toBeInTheDocument();
    expect(within(again).queryByText('Compendium')).toBeNull();
  });
});

describe('the header drawer', SCREEN_TEST, () => {
  const dialog = (name: string) => screen.queryByRole('dialog', { name });

  it('r opens the dice roller, Esc closes it, and r with a modifier does nothing', async () => {
    open('/tools', null);
    await screen.findByRole('heading', { name: 'Tools', level: 1 });
    await userEvent.keyboard('{Alt>}r{/Alt}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('r');
    expect(await screen.findByRole('dialog', { name: 'Dice roller' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog('Dice roller')).toBeNull());
  });

  it('r works on the signed-out home page, which has no header', async () => {
    open('/', null);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.keyboard('r');
    expect(await screen.findByRole('dialog', { name: 'Dice roller' })).toBeInTheDocument();
  });

  it('the keybindings drawer lists the shortcuts; another button swaps the content, the same one closes it', async () => {
    open('/tools', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Keyboard shortcuts' }));
    // The drawer's content loads lazily: the rows arrive a moment after the drawer.
    await waitFor(() => {
      const keys = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
      expect(within(keys).getByRole('row', { name: /Open the dice roller/ })).toBeInTheDocument();
      expect(within(keys).getByRole('row', { name: /Close the drawer/ })).toBeInTheDocument();
    });

    // Switching content closes the drawer and opens it again with the other content.
    await userEvent.click(screen.getByRole('button', { name: 'Compendium search' }));
    await waitFor(() => {
      expect(dialog('Compendium search')).toBeInTheDocument();
      expect(dialog('Keyboard shortcuts')).toBeNull();
    });

    await userEvent.click(screen.getByRole('button', { name: 'Compendium search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on every navigation, back included', async () => {
    const app = open('/tools', null);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Compendium' }));
    await waitFor(() => expect(app.path()).toBe('/compendium'));
    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    await act(() => app.router.navigate(-1));
    expect(app.path()).toBe('/tools');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe("the server's database down for a moment", SCREEN_TEST, () => {
  it('keeps the GM signed in here signed in, and asks again until the session answers', async () => {
    localStorage.setItem('skald.signed-in-user', JSON.stringify(SIGNED_IN));
    let asked = 0;
    const server = fakeServer({
      'GET /api/auth/session': () => {
        asked += 1;
        return asked === 1 ? { status: 503, body: { status: 'unavailable' } } : sessionAnswer(SIGNED_IN);
      },
    });
    renderApp('/', { screenOf: ownHome });
    expect(await screen.findByRole('button', { name: /^Account menu/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await waitFor(() => expect(asked).toBe(2), { timeout: 5_000 });
    expect(server.calls.filter((call) => call.url.startsWith('/api/auth/session'))).toHaveLength(2);
    localStorage.clear();
  });
});
