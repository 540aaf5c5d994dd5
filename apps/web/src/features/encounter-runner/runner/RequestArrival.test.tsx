// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { EncounterRequest } from '@skald/contract/live/broadcast-routes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequestArrivalView } from './RequestArrival.tsx';

function request(id: string, fields: Partial<EncounterRequest> = {}): EncounterRequest {
  return {
    id,
    playerName: 'Aria Vance',
    byKey: 'hero',
    from: 'aria',
    kind: 'damage',
    amount: 7,
    damageType: 'fire',
    targets: [
      { key: 'orc', name: 'Orc' },
      { key: 'guard', name: 'Town guard' },
    ],
    created: '2026-11-28T00:40:00.000Z',
    ...fields,
  };
}

function runner(waiting: EncounterRequest[], encounterId: string = crypto.randomUUID()) {
  const onOpen = vi.fn();
  const view = (next: EncounterRequest[]) => (
    <MantineProvider>
      <RequestArrivalView encounterId={encounterId} waiting={next} onOpen={onOpen} />
    </MantineProvider>
  );
  const drawn = render(view(waiting));
  return { onOpen, arrive: (next: EncounterRequest[]) => drawn.rerender(view(next)), unmount: drawn.unmount };
}

describe('a player’s request reaching the GM', () => {
  it('shows nothing while nobody asks', () => {
    runner([]);
    expect(screen.queryByRole('region', { name: 'New request' })).toBeNull();
  });

  it('says at once who asks for what on whom, and Open requests opens them', async () => {
    const { onOpen, arrive } = runner([]);
    arrive([request('r1')]);
    const notice = screen.getByRole('region', { name: 'New request' });
    expect(screen.getByRole('alert').textContent).toBe(
      'New requestAria Vance asks for 7 fire damage on Orc and Town guard',
    );
    expect(notice).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open requests' }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: 'New request' })).toBeNull();
  });

  it('counts those not looked at yet, and comes back for the next one after Dismiss', async () => {
    const { arrive } = runner([request('r1')]);
    arrive([request('r1'), request('r2', { kind: 'healing', amount: 5, damageType: null, targets: [] })]);
    expect(screen.getByRole('alert').textContent).toBe('2 new requestsAria Vance asks for 5 healing (and 1 more)');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the new request notice' }));
    expect(screen.queryByRole('alert')).toBeNull();
    arrive([request('r1'), request('r2'), request('r3', { playerName: 'Pip Underbough', amount: 3 })]);
    expect(screen.getByRole('alert').textContent).toBe(
      'New requestPip Underbough asks for 3 fire damage on Orc and Town guard',
    );
  });

  it('does not bring back what was seen when drawn again in the phone’s footer (the screen turned)', async () => {
    const first = runner([request('r1')], 'ford');
    await userEvent.click(screen.getByRole('button', { name: 'Open requests' }));
    first.unmount();
    const turned = runner([request('r1')], 'ford');
    expect(screen.queryByRole('region', { name: 'New request' })).toBeNull();
    turned.arrive([request('r1'), request('r2', { amount: 4 })]);
    expect(screen.getByRole('alert').textContent).toBe(
      'New requestAria Vance asks for 4 fire damage on Orc and Town guard',
    );
  });
});
