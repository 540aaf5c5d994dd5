// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedEntryPage } from './SharedEntryPage.tsx';
import { SharedHomebrew } from './SharedHomebrew.tsx';

const WOLF = '7c1e3d5f-9b2a-4c4d-8e6f-3a5b7c9d1e2f';
const STAMP = '2026-11-01T00:00:00.000Z';

/** A shared NPC as the server stores it: its name lowercase, a stat block of its own. */
const ashWolf = {
  id: WOLF,
  name: 'ash wolf',
  size: 'medium',
  type: 'beast',
  armor_class: 13,
  hit_points: 11,
  hit_dice: '2d8+2',
  challenge_rating: 0.25,
  strength: 12,
  dexterity: 15,
  constitution: 12,
  intelligence: 3,
  wisdom: 12,
  charisma: 6,
  speeds: { walk: 40 },
  actions: [{ name: 'Bite', desc: 'Melee Weapon Attack: +4 to hit, reach 5 ft., one target.', action_list: [] }],
  friendly: false,
  player_id: null,
  shared: true,
  created: STAMP,
  updated: STAMP,
};

const BOLT = '8d2f4e6a-0c3b-4d5e-9f7a-4b6c8d0e2f3a';
const emberBolt = {
  id: BOLT,
  name: 'ember bolt',
  level: 2,
  school: 'evocation',
  classes: ['wizard'],
  components: ['V', 'S'],
  casting_time: '1 action',
  range: '120 feet',
  duration: 'Instantaneous',
  concentration: false,
  ritual: false,
  desc: 'A mote of fire streaks to a creature you can see.',
  shared: true,
  created: STAMP,
  updated: STAMP,
};

const LAMP = '9e3a5f7b-1d4c-4e6f-8a8b-5c7d9e1f3a4b';
const emberLamp = {
  id: LAMP,
  name: 'ember lamp',
  image: '',
  desc: 'It glows with a warm light.',
  rarity: 'rare',
  requires_attunement: true,
  shared: true,
  created: STAMP,
  updated: STAMP,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The public server: the Homebrew list has the Ash Wolf; only it opens. */
function publicServer(url: string) {
  if (url.startsWith('/api/homebrew?')) {
    return json({
      results: [{ kind: 'npcs', id: WOLF, name: 'ash wolf', challenge_rating: 0.25, type: 'beast' }],
      count: 1,
      page: 1,
      pageSize: 15,
    });
  }
  if (url === `/api/homebrew/npcs/${WOLF}`) return json({ kind: 'npcs', record: ashWolf });
  if (url === `/api/homebrew/spells/${BOLT}`) return json({ kind: 'spells', record: emberBolt });
  if (url === `/api/homebrew/items/${LAMP}`) return json({ kind: 'items', record: emberLamp });
  return json({ statusCode: 404, error: 'Not Found', message: 'Nothing was found at this address.' }, 404);
}

function openAt(address: string) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/homebrew" element={<SharedHomebrew />} />
            <Route path="/homebrew/:kind/:id" element={<SharedEntryPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('shared homebrew', () => {
  it("opens a shared NPC from the Homebrew list on its own page, with the NPC's stat block", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => publicServer(url)),
    );
    openAt('/homebrew');

    await userEvent.click(await screen.findByRole('link', { name: 'Ash Wolf' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ash Wolf' })).toBeInTheDocument();
    const statBlock = screen.getByTestId('stat-block');
    expect(statBlock).toHaveTextContent('Medium beast');
    expect(statBlock).toHaveTextContent('Armor Class 13');
    expect(statBlock).toHaveTextContent('Homebrew');
    expect(screen.getByRole('heading', { name: 'Actions' })).toBeInTheDocument();
  });

  it('opens a shared spell on its card and a shared item with its rarity and attunement', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => publicServer(url)),
    );
    openAt(`/homebrew/spells/${BOLT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ember Bolt' })).toBeInTheDocument();
    expect(screen.getByText('A mote of fire streaks to a creature you can see.')).toBeInTheDocument();
    cleanup();

    openAt(`/homebrew/items/${LAMP}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ember Lamp' })).toBeInTheDocument();
    expect(screen.getByText('Custom item (requires attunement)')).toBeInTheDocument();
    expect(screen.getByText('Rare')).toBeInTheDocument();
    expect(screen.getByText('It glows with a warm light.')).toBeInTheDocument();
  });

  it('says plainly when an entry is not shared, and leads back to the list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => publicServer(url)),
    );
    openAt(`/homebrew/npcs/${crypto.randomUUID()}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'This NPC is not shared' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse homebrew' })).toHaveAttribute('href', '/homebrew');
  });
});
