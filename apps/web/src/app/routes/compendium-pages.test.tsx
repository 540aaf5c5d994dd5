// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NAME_SEARCH_DELAY_MS } from '../../features/compendium/list/list-filters.ts';
import { type FakeAnswer, fakeServer, type SentCall, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { choose, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { renderApp } from '../render-app.tsx';
import type { ScreenOf } from './router.tsx';
import { screens } from './screens.ts';

/** The compendium's own screens; every other page the small not-built page. */
const compendiumScreens: ScreenOf = (page) =>
  /^\/(compendium|homebrew)/.test(page.path) ? page.screen : screens.notBuilt;

/**
 * The compendium's answer to a list call: `count` monsters in all, the page asked for (`skip`, `limit`)
 * named after their place, so a test sees which page came back; a name search finds `count` dragons.
 */
function monsterPage(call: SentCall, count = 40): FakeAnswer {
  const query = new URL(call.url, 'http://skald.test').searchParams;
  const skip = Number(query.get('skip'));
  const shown = Math.max(0, Math.min(Number(query.get('limit')), count - skip));
  const word = query.get('name') ? 'Dragon' : 'Monster';
  return {
    body: {
      meta: { count },
      results: Array.from({ length: shown }, (_, i) => ({
        _id: skip + i + 1,
        url: `${word.toLowerCase()}-${skip + i + 1}`,
        name: `${word} ${skip + i + 1}`,
        size: 'medium',
        type: 'dragon',
        alignment: 'chaotic evil',
        challenge_rating: 17,
      })),
    },
  };
}

/** Opens `path` for a visitor, the compendium answered by `routes`. */
function open(path: string, routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({ 'GET /api/auth/session': sessionAnswer(null), ...routes });
  return { ...renderApp(path, { screenOf: compendiumScreens }), server };
}

const rows = () => within(screen.getByTestId('results')).getAllByRole('listitem');
const resultCount = () => screen.getByTestId('result-count');
/** The query of the newest list call. */
const lastQuery = (server: ReturnType<typeof fakeServer>) =>
  new URL(server.calls.filter((call) => call.url.startsWith('/api/v1/monsters')).at(-1)?.url ?? '', 'http://x')
    .searchParams;

describe('a compendium list', SCREEN_TEST, () => {
  it('keeps a key typed just as the address catches up with the words typed before it', async () => {
    const app = open('/compendium/monsters', { 'GET /api/v1/monsters': (call) => monsterPage(call) });
    await waitFor(() => expect(rows()).toHaveLength(15));
    const box = screen.getByLabelText('Search monsters by name');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => {
        fireEvent.change(box, { target: { value: 'gob' } });
      });
      // The search's wait ends, and a fourth key lands before the address's change is drawn.
      act(() => {
        vi.advanceTimersByTime(NAME_SEARCH_DELAY_MS);
        fireEvent.change(box, { target: { value: 'gobl' } });
      });
      expect(box).toHaveValue('gobl');
      act(() => {
        vi.advanceTimersByTime(NAME_SEARCH_DELAY_MS);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(app.path()).toBe('/compendium/monsters?name=gobl'));
    expect(box).toHaveValue('gobl');
  });

  it('shows fifteen to a page and searches by name as you type, keeping the search in the address', async () => {
    const app = open('/compendium/monsters', {
      'GET /api/v1/monsters': (call) => monsterPage(call, call.url.includes('name=zzzz') ? 0 : 40),
    });
    await waitFor(() => expect(rows()).toHaveLength(15));
    expect(resultCount()).toHaveTextContent('40 monsters, page 1 of 3');
    // Keys without a pause between them: a word typed within the search's 300 ms wait is one search.
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByLabelText('Search monsters by name'), 'dragon');
    await waitFor(() => expect(app.path()).toBe('/compendium/monsters?name=dragon'));
    await waitFor(() => expect(lastQuery(app.server).get('name')).toBe('dragon'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Dragon 1'));

    await user.clear(screen.getByLabelText('Search monsters by name'));
    await user.type(screen.getByLabelText('Search monsters by name'), 'zzzz');
    await waitFor(() => expect(app.path()).toBe('/compendium/monsters?name=zzzz'));
    expect(await screen.findByText('No monsters match “zzzz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(app.path()).toBe('/compendium/monsters'));
    await waitFor(() => expect(rows()).toHaveLength(15));
  });

  it('reads its filters from the address, asks for them, and adds a chosen one to the address', async () => {
    const app = open('/compendium/monsters?type=dragon&cr_min=17', {
      'GET /api/v1/monsters': (call) => monsterPage(call, 4),
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(resultCount()).toHaveTextContent(/^4 monsters$/);
    expect(lastQuery(app.server).getAll('type[]')).toEqual(['dragon']);
    expect(lastQuery(app.server).getAll('challenge_rating[]')).toEqual(['17', '30']);
    expect(screen.getByRole('combobox', { name: 'Lowest challenge' })).toHaveValue('17');

    await choose(userEvent.setup(), 'Order', 'Challenge, highest first');
    await waitFor(() =>
      expect(app.path()).toBe('/compendium/monsters?type=dragon&cr_min=17&sort=challenge_rating%3Adesc'),
    );
    await waitFor(() => expect(lastQuery(app.server).get('sort')).toBe('challenge_rating:desc'));
  });

  it('moves through the pages, each in the address', async () => {
    const app = open('/compendium/monsters', { 'GET /api/v1/monsters': (call) => monsterPage(call) });
    await waitFor(() => expect(rows()).toHaveLength(15));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(app.path()).toBe('/compendium/monsters?page=2'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Monster 16'));
    expect(resultCount()).toHaveTextContent('page 2 of 3');
    expect(lastQuery(app.server).get('skip')).toBe('15');
    expect(lastQuery(app.server).get('limit')).toBe('15');

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Monster 1'));
    expect(resultCount()).toHaveTextContent('page 1 of 3');
  });

  it('says a failed load failed, and tries again on request', async () => {
    let fail = true;
    open('/compendium/conditions', {
      'GET /api/v1/conditions': () =>
        fail
          ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Down.' } }
          : {
              body: {
                meta: { count: 1 },
                results: [{ _id: 1, url: 'blinded', name: 'Blinded', desc: 'Cannot see.' }],
              },
            },
    });
    const error = await screen.findByTestId('load-error');
    expect(error).toHaveTextContent('The conditions could not be loaded');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});

describe('compendium pages without an entry', SCREEN_TEST, () => {
  it('an entry that does not exist says so, with the way to its list', async () => {
    const app = open('/compendium/monsters/no-such-monster', {
      'GET /api/v1/monsters/no-such-monster': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Not found.' },
      },
      'GET /api/v1/monsters': (call) => monsterPage(call),
    });
    expect(
      await screen.findByRole('heading', { name: 'No monster called “no-such-monster”', level: 1 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Browse monsters' }));
    await waitFor(() => expect(app.path()).toBe('/compendium/monsters'));
  });

  it('homebrew says honestly that there is none yet, with the SRD attribution', async () => {
    open('/homebrew', { 'GET /api/v1/monsters': { body: { meta: { count: 0 }, results: [] } } });
    expect(await screen.findByText('No homebrew monsters yet.')).toBeInTheDocument();
    expect(screen.getByText(/Skald does not ship any yet/)).toBeInTheDocument();
    expect(screen.getByTestId('srd-attribution')).toBeInTheDocument();
  });
});
