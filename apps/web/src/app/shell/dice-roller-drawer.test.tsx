// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoutes, fakeServer, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { renderApp } from '../render-app.tsx';
import type { ScreenOf } from '../routes/router.tsx';
import { screens } from '../routes/screens.ts';

/** The pages are not the subject: each is the small not-built page, which names it. */
const standIn: ScreenOf = () => screens.notBuilt;

const drawer = () => screen.getByRole('dialog', { name: 'Dice roller' });
const results = () => within(screen.getByRole('region', { name: 'Roll results' })).getAllByRole('article');
const noResults = () => expect(screen.queryByRole('region', { name: 'Roll results' })).toBeNull();
const field = () => within(drawer()).getByLabelText('Dice expression');

/** Opens /tools and the roller with its key, once the page has loaded; a visitor unless `routes` say otherwise. */
async function openRoller(routes: FakeRoutes = { 'GET /api/auth/session': sessionAnswer(null) }) {
  const server = fakeServer(routes);
  const app = renderApp('/tools', { screenOf: standIn });
  await screen.findByRole('heading', { name: 'Tools', level: 1 });
  await userEvent.keyboard('r');
  await waitFor(() => expect(within(drawer()).getByLabelText('Dice expression')).toBeInTheDocument());
  return { ...app, server };
}

/** The large total of a result: the dice are really rolled, so tests read it back. */
const total = (result: HTMLElement | undefined) => Number(result?.querySelector('strong')?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('the dice roller drawer', SCREEN_TEST, () => {
  it('rolls die buttons and typed dice into the overlay, newest first, read out, with Clear all for more than one', async () => {
    await openRoller();
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Roll d20' }));
    expect(results()).toHaveLength(1);
    expect(total(results()[0])).toBeGreaterThanOrEqual(1);
    expect(total(results()[0])).toBeLessThanOrEqual(20);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();

    await userEvent.type(field(), '2d6+3{Enter}');
    expect(results()).toHaveLength(2);
    expect(results()[0]).toHaveTextContent('2d6+3');
    const typed = total(results()[0]);
    expect(typed).toBeGreaterThanOrEqual(5);
    expect(typed).toBeLessThanOrEqual(15);
    expect(screen.getByText(`Rolled 2d6+3: ${typed}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
  });

  it('Esc closes the drawer first, the next Esc clears the rolls; closing one result moves the focus to the next', async () => {
    await openRoller();
    for (const die of ['d6', 'd8', 'd10']) {
      await userEvent.click(within(drawer()).getByRole('button', { name: `Roll ${die}` }));
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(results()).toHaveLength(3);

    screen.getByRole('button', { name: 'Close roll result: 1d10' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(results()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Close roll result: 1d8' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    noResults();
  });

  it('Clear all clears every result', async () => {
    await openRoller();
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Roll d4' }));
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Roll d12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    noResults();
  });

  it('applies the count, the modifier and advantage to the die buttons; a dropped die says so', async () => {
    await openRoller();
    const dice = within(drawer()).getByLabelText('Dice', { exact: true });
    await userEvent.clear(dice);
    await userEvent.type(dice, '3');
    const modifier = within(drawer()).getByLabelText('Modifier');
    await userEvent.clear(modifier);
    await userEvent.type(modifier, '2');
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Roll d6' }));
    expect(results()[0]).toHaveTextContent(/^3d6\+2/);
    expect(total(results()[0])).toBeGreaterThanOrEqual(5);
    expect(total(results()[0])).toBeLessThanOrEqual(20);

    // One user holds Shift down through the click.
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(within(drawer()).getByRole('button', { name: 'Roll d20' }));
    await user.keyboard('{/Shift}');
    expect(results()[0]).toHaveTextContent('1d20+2');
    expect(results()[0]).toHaveTextContent('Advantage');
    expect(results()[0]).toHaveTextContent('dropped');

    // The touch screen's way: the segmented control.
    await userEvent.click(within(drawer()).getByText('Disadvantage', { exact: true }));
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Roll d20' }));
    expect(results()[0]).toHaveTextContent('Disadvantage');
  });

  it('keeps every key typed in the field, r included, and shows a bad expression’s message without rolling', async () => {
    await openRoller();
    await userEvent.type(field(), '2dr');
    expect(field()).toHaveValue('2dr');
    await userEvent.clear(field());
    await userEvent.type(field(), '2d{Enter}');
    expect(within(drawer()).getByText('Expected the number of sides after "2d", like 2d6')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    noResults();
  });

  it('with a keyboard (a fine pointer), the field is ready for typing when the drawer opens', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      matches: query === '(pointer: fine)',
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
    await openRoller();
    await waitFor(() => expect(field()).toHaveFocus());
  });

  it('lists this tab’s rolls in the history, kept when the drawer closes, each to roll again', async () => {
    await openRoller();
    await userEvent.type(field(), '4d6kh3{Enter}');
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Roll d100' }));
    const history = () => within(within(drawer()).getByRole('region', { name: 'History' })).queryAllByRole('listitem');
    expect(history()).toHaveLength(2);
    expect(history()[0]).toHaveTextContent('1d100');
    expect(history()[1]).toHaveTextContent('4d6kh3');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.keyboard('r');
    await waitFor(() => expect(history()).toHaveLength(2));
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Roll 4d6kh3 again' }));
    expect(history()).toHaveLength(3);
    expect(results()[0]).toHaveTextContent('4d6kh3');

    await userEvent.click(within(drawer()).getByRole('button', { name: 'Clear history' }));
    expect(history()).toHaveLength(0);
  });

  it('a roll belongs to its page: moving to another page clears the overlay', async () => {
    const app = await openRoller();
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Roll d20' }));
    expect(results()).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Compendium' }),
    );
    await waitFor(() => expect(app.path()).toBe('/compendium'));
    await waitFor(noResults);
  });
});

describe('sharing a roll with the players', SCREEN_TEST, () => {
  it('says why it cannot while nothing is live', async () => {
    await openRoller({});
    expect(within(drawer()).getByRole('button', { name: 'Share with players' })).toBeDisabled();
    expect(within(drawer()).getByText('Go live with a campaign to share rolls with your players.')).toBeInTheDocument();
  });

  it('while live, shares the last roll once there is one', async () => {
    const live = { live: true, campaignId: 'c1', encounterId: null, interrupted: false };
    const { server } = await openRoller({ 'GET /api/live/broadcast': { body: { userId: 'gm', broadcast: live } } });
    const share = within(drawer()).getByRole('button', { name: 'Share with players' });
    await waitFor(() => expect(within(drawer()).getByText('Roll first, then share the result.')).toBeInTheDocument());
    expect(share).toBeDisabled();

    await userEvent.click(within(drawer()).getByRole('button', { name: 'Roll d20' }));
    const rolled = total(results()[0]);
    await userEvent.click(share);
    await waitFor(() =>
      expect(server.sent('POST /api/live/rolls')).toEqual([
        expect.objectContaining({ expression: '1d20', total: rolled, throws: [rolled] }),
      ]),
    );
  });
});
