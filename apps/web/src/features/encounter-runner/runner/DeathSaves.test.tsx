// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { createEntity } from '@skald/rules/encounter/entity';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeathSaves } from './DeathSaves.tsx';

const dying = {
  ...createEntity({ key: 'elowen', name: 'Elowen Brightleaf', entityType: 'player', maxHp: 31, ac: 15 }),
  curHp: 0,
  saves: { 1: 'success', 2: 'failure', 3: 'failure' } as const,
};

describe('the death save boxes', () => {
  it('each box is named by its place and what it holds; the tally says how many of each', () => {
    render(
      <MantineProvider>
        <DeathSaves entity={dying} run={() => {}} />
      </MantineProvider>,
    );
    const group = screen.getByRole('group', { name: 'Death saves of Elowen Brightleaf' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual([
      'Death save 1 of 5: success',
      'Death save 2 of 5: failure',
      'Death save 3 of 5: failure',
      'Death save 4 of 5: empty',
      'Death save 5 of 5: empty',
    ]);
    // An empty box shows its number; the tally reads in words for a screen reader.
    expect(within(screen.getByRole('button', { name: 'Death save 4 of 5: empty' })).getByText('4')).toBeVisible();
    expect(within(group).getByText('1 success, 2 failures')).toBeInTheDocument();
    expect(within(group).getByText('1 ✓ 2 ✗')).toBeVisible();
  });

  it('a click on an empty box marks it a success, and its tooltip says so first', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    render(
      <MantineProvider>
        <DeathSaves entity={dying} run={run} />
      </MantineProvider>,
    );
    const box = screen.getByRole('button', { name: 'Death save 4 of 5: empty' });
    await user.hover(box);
    expect(await screen.findByText('Click for success')).toBeInTheDocument();
    await user.click(box);
    expect(run).toHaveBeenCalledWith(expect.anything(), { key: 'elowen', index: 3, result: 'success' });
  });
});
