// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { NpcEditorPage } from './NpcEditorPage.tsx';

const THORA = '5b0f2c4e-8a1d-4e3b-9c7f-2d6a1b3c4e5f';
const STAMP = '2026-11-01T00:00:00.000Z';

/** The server: the GM's one player, Thora; a created NPC answers as stored. Every created body is kept. */
function gmServer(created: unknown[]) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    let body: unknown = { results: [], count: 0, page: 1, pageSize: 15 };
    if (url.startsWith('/api/library/players')) {
      body = { results: [{ id: THORA, character_name: 'Thora', companions: [] }], count: 1, page: 1, pageSize: 15 };
    } else if (url.startsWith('/api/library/npcs') && init?.method === 'POST') {
      const sent = JSON.parse(String(init.body));
      created.push(sent);
      body = { ...sent, id: crypto.randomUUID(), created: STAMP, updated: STAMP };
    }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function openCreator(address: string) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/content/npcs/add-npc" element={<NpcEditorPage />} />
            <Route path="/content/npcs" element={<p>NPC list</p>} />
            <Route path={`/content/players/${THORA}`} element={<p>Thora’s page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

// SCREEN_TEST's import also gives `findBy…` the screen tests' patience: the whole creator redraws per change.
describe('making a companion in the monster creator', SCREEN_TEST, () => {
  it("opened from a player's Add a companion, it is that player's companion when saved, and goes back to the player", async () => {
    const created: unknown[] = [];
    vi.stubGlobal('fetch', gmServer(created));
    openCreator(`/content/npcs/add-npc?player=${THORA}`);

    const companionOf = screen.getByRole('combobox', { name: 'Companion of' });
    await vi.waitFor(() => expect(companionOf).toHaveValue('Thora'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ash Wolf');
    await userEvent.click(screen.getByRole('button', { name: 'Save NPC' }));

    await screen.findByText('Thora’s page');
    expect(created).toEqual([expect.objectContaining({ name: 'Ash Wolf', player_id: THORA })]);
  }, 30_000);

  it('any NPC becomes a companion by choosing its player in Companion of', async () => {
    const created: unknown[] = [];
    vi.stubGlobal('fetch', gmServer(created));
    openCreator('/content/npcs/add-npc');

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ash Wolf');
    await userEvent.click(screen.getByRole('combobox', { name: 'Companion of' }));
    // jsdom draws no transition: Mantine's dropdown stays hidden to the accessibility tree.
    await userEvent.click(await screen.findByRole('option', { name: 'Thora', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save NPC' }));

    await screen.findByText('NPC list');
    expect(created).toEqual([expect.objectContaining({ name: 'Ash Wolf', player_id: THORA })]);
  }, 30_000);
});
