// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerCompanionsSection } from './PlayerCompanionsSection.tsx';

const THORA = '5b0f2c4e-8a1d-4e3b-9c7f-2d6a1b3c4e5f';
const WOLF = '7c1e3d5f-9b2a-4c4d-8e6f-3a5b7c9d1e2f';

afterEach(() => vi.unstubAllGlobals());

function section(companions: string[]) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PlayerCompanionsSection playerId={THORA} playerName="Thora" companions={companions} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("a player's companions", () => {
  it('lists each companion by name, linked to its page, and offers Add a companion for this player', async () => {
    // The server keeps the NPC's name lowercase.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ id: WOLF, name: 'ash wolf', player_id: THORA }), { status: 200 }),
      ),
    );
    section([WOLF]);

    const list = screen.getByRole('list', { name: 'Companions of Thora' });
    expect(await within(list).findByRole('link', { name: 'Ash Wolf' })).toHaveAttribute(
      'href',
      `/content/companions/${WOLF}`,
    );
    expect(screen.getByRole('link', { name: 'Add a companion' })).toHaveAttribute(
      'href',
      `/content/npcs/add-npc?player=${THORA}`,
    );
  });

  it('says how to make one when the player has none', () => {
    section([]);
    expect(
      screen.getByText('Thora has no companions. Add one, or choose Thora as “Companion of” on one of your NPCs.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a companion' })).toBeInTheDocument();
  });
});
