// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { NpcSummary } from '@skald/contract/library/npc-record';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonsterSearch } from './MonsterSearch.tsx';

/** The NPC list's row as the server sends it: the name stored lowercase, with hit points and armour class. */
const goblinBoss: NpcSummary = {
  id: '0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'goblin boss',
  challenge_rating: 1,
  avatar: '',
  storage_avatar: '',
  type: 'humanoid',
  hit_points: 21,
  armor_class: 17,
};

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe("the encounter builder's monster search", () => {
  it("shows the GM's own NPCs named as titles, with their challenge, hit points and armour class", async () => {
    // The server's two answers: the user's NPCs matching the name, and no compendium monster.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        answer(
          url.startsWith('/api/library/npcs')
            ? { results: [goblinBoss], count: 1, page: 1, pageSize: 15 }
            : { results: [], count: 0 },
        ),
      ),
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MonsterSearch withLibrary onAdd={() => {}} />
        </QueryClientProvider>
      </MantineProvider>,
    );

    await userEvent.type(screen.getByLabelText('Search your NPCs and the compendium'), 'gob');

    const row = (await screen.findByText('Goblin Boss')).closest('li');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('CR 1 · 21 HP · AC 17')).toBeInTheDocument();
    expect(screen.queryByText('goblin boss')).not.toBeInTheDocument();
  });
});
