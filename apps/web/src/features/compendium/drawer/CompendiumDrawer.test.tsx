// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/compendium/compendium-api.ts';
import { ErrorBlock } from '../LoadStates.tsx';
import { OFFLINE_PAGE_MISSING, OFFLINE_SEARCH_MISSING, OFFLINE_SEARCH_NOTE } from '../offline-words.ts';
import CompendiumDrawer from './CompendiumDrawer.tsx';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * The network as the page sees it offline: the service worker answers the searches it kept (`kept`, a name
 * and its monsters), and every other call fails as fetch fails without a connection.
 */
function networkKeeping(kept: string, monsters: string[]) {
  return vi.fn(async (url: string) => {
    const address = new URL(url, 'http://skald.test');
    if (address.searchParams.get('name') !== kept) throw new TypeError('Failed to fetch');
    const names = address.pathname.endsWith('/monsters') ? monsters : [];
    return answer({
      meta: { count: names.length },
      results: names.map((name, index) => ({ _id: index + 1, url: name.toLowerCase(), name })),
    });
  });
}

/** The browser's idea of the connection, and the event it sends when that changes. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderDrawer() {
  render(
    <MantineProvider>
      <MemoryRouter>
        <CompendiumDrawer />
      </MemoryRouter>
    </MantineProvider>,
  );
  return screen.getByLabelText('Search monsters, spells, items and conditions');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the compendium drawer offline', () => {
  it('shows a search made before, and says a new one cannot run offline, with no spinner and no Try again', async () => {
    vi.stubGlobal('fetch', networkKeeping('goblin', ['Goblin', 'Goblin Boss']));
    setOnline(false);
    const box = renderDrawer();
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_SEARCH_NOTE);

    await userEvent.type(box, 'goblin');
    const found = await screen.findByRole('list', { name: 'Monsters found' });
    expect(within(found).getByRole('button', { name: 'Goblin Boss' })).toBeInTheDocument();
    expect(screen.getByText('No spells match.')).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, 'dragon');
    // Each kind says why it has nothing, in place of its spinner.
    expect(await screen.findAllByText(OFFLINE_SEARCH_MISSING)).toHaveLength(4);
    expect(screen.queryByLabelText(/^Searching /)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Could not search/)).not.toBeInTheDocument();
  });

  it('runs a search that could not run offline by itself once the connection returns', async () => {
    const network = networkKeeping('owlbear', ['Owlbear']);
    vi.stubGlobal('fetch', network);
    setOnline(false);
    const box = renderDrawer();
    await userEvent.type(box, 'wolf');
    expect(await screen.findAllByText(OFFLINE_SEARCH_MISSING)).toHaveLength(4);

    network.mockImplementation(async (url: string) =>
      answer({
        meta: { count: url.includes('/monsters') ? 1 : 0 },
        results: url.includes('/monsters') ? [{ _id: 9, url: 'wolf', name: 'Wolf' }] : [],
      }),
    );
    setOnline(true);

    const found = await screen.findByRole('list', { name: 'Monsters found' });
    expect(within(found).getByRole('button', { name: 'Wolf' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_SEARCH_MISSING)).not.toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_SEARCH_NOTE)).not.toBeInTheDocument();
  });

  it('online, a search the server did not answer still offers Try again', async () => {
    vi.stubGlobal('fetch', networkKeeping('nothing kept', []));
    setOnline(true);
    const box = renderDrawer();
    await userEvent.type(box, 'ogre');
    expect(await screen.findByText(/^Could not search monsters\./)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(4);
    expect(screen.queryByText(OFFLINE_SEARCH_MISSING)).not.toBeInTheDocument();
  });
});

describe('a compendium page that could not load', () => {
  const unreachable = new ApiError(0, 'You are offline, so this could not be loaded.');

  it('offline, says it was not opened on this device before and waits for the connection', () => {
    setOnline(false);
    render(
      <MantineProvider>
        <ErrorBlock error={unreachable} title="This monster could not be loaded" onRetry={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_PAGE_MISSING);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('online, says what went wrong and offers Try again', () => {
    setOnline(true);
    render(
      <MantineProvider>
        <ErrorBlock
          error={new ApiError(0, 'Skald’s server could not be reached.')}
          title="This monster could not be loaded"
          onRetry={() => {}}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Skald’s server could not be reached.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
