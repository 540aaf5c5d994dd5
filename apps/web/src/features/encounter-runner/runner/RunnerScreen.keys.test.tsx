// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListedPageShortcuts } from '../../../lib/page-shortcuts.ts';
import { nextTurn, row, startDemo, targetBox } from './runner-test-screen.tsx';

/** The runner's keys (combat.md's shortcuts): they act when no field has the cursor, and the palette. */

/** Leaves every field, as a click on the page's background does, so the runner's keys reach the page. */
const leaveFields = () => act(() => (document.activeElement as HTMLElement | null)?.blur());

const palette = () => screen.queryByRole('dialog', { name: 'Command palette' });
const paletteSearch = () => screen.getByRole('combobox', { name: 'Search the combat actions' });

describe("the runner's keys", { timeout: 90_000 }, () => {
  it('Shift+Right and Shift+Left move the turn when no field has the focus', async () => {
    const { user } = await startDemo();
    leaveFields();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(await screen.findByText('Round 1, turn 2: Warlock')).toBeVisible();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(await screen.findByText('Round 1, turn 1: Barbarian')).toBeVisible();
  });

  it('a turn without the mouse: 4 picks the Orc, Enter, 5, Enter deals 5, Shift+Right moves on', async () => {
    const { user } = await startDemo();
    leaveFields();
    await user.keyboard('4');
    expect(targetBox('Orc')).toBeChecked();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
    await user.keyboard('5{Enter}');
    expect(row('Orc')).toHaveTextContent('16/21 HP');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(await screen.findByText('Round 1, turn 2: Warlock')).toBeVisible();
  });

  it('Ctrl+K opens the palette: a move that cannot be made says when it can; Enter on "Next turn" moves on and closes it', async () => {
    const { user } = await startDemo();
    leaveFields();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(paletteSearch()).toHaveFocus());
    const previous = within(palette() as HTMLElement).getByRole('option', { name: /Previous turn/ });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveTextContent('After the first turn of the fight');
    await user.keyboard('next');
    expect(within(palette() as HTMLElement).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Round 1, turn 2: Warlock')).toBeVisible();
    await waitFor(() => expect(palette()).toBeNull());
  });

  it('the palette opens from the turn bar and closes on Esc; Ctrl+K in a field leaves it shut', async () => {
    const { user } = await startDemo();
    await user.click(screen.getByRole('button', { name: 'Search the combat actions (Ctrl+K)' }));
    await waitFor(() => expect(paletteSearch()).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(palette() as HTMLElement).getByRole('option', { name: /Next turn/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(palette()).toBeNull());
    await user.click(screen.getByLabelText('Amount'));
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
    expect(palette()).toBeNull();
  });

  it('a round without the mouse: A adds an Orc for next round, the palette and Shift+Right play it out', async () => {
    const { user } = await startDemo();
    leaveFields();
    await user.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Add combatant' });
    const search = within(dialog).getByLabelText('Search the compendium');
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('orc');
    const add = await within(dialog).findByRole('button', { name: 'Add Orc' });
    // Tab from the search past how many and the hit points to the Orc's Add button.
    for (let press = 0; press < 6 && document.activeElement !== add; press++) await user.tab();
    expect(add).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Joins next round')).toBeVisible();
    expect(row('Orc (2)')).toHaveTextContent('Joins next round');
    leaveFields();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(paletteSearch()).toHaveFocus());
    await user.keyboard('next turn{Enter}');
    expect(await screen.findByText('Round 1, turn 2: Warlock')).toBeVisible();
    await waitFor(() => expect(palette()).toBeNull());
    leaveFields();
    for (let turn = 0; turn < 5; turn++) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(await screen.findByText(/^Round 2, turn 1: /)).toBeVisible();
    expect(row('Orc (2)')).not.toHaveTextContent('Joins next round');
  });

  it('Finish from the palette asks first, as its button does; Keep fighting gives the focus back', async () => {
    const { user } = await startDemo();
    await user.click(screen.getByRole('button', { name: 'Finish encounter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish the encounter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep fighting' }));
    expect(screen.queryByRole('dialog', { name: 'Finish the encounter?' })).toBeNull();
    expect(screen.getByText('Round 1, turn 1: Barbarian')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finish encounter' })).toHaveFocus());
    leaveFields();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(paletteSearch()).toHaveFocus());
    await user.keyboard('finish{Enter}');
    const asked = await screen.findByRole('dialog', { name: 'Finish the encounter?' });
    await user.click(within(asked).getByRole('button', { name: 'Finish encounter' }));
    expect(await screen.findByRole('heading', { name: 'Demo finished', level: 1 })).toBeVisible();
  });
});

/** What the keybindings drawer lists for the page shown. */
function ListedKeys() {
  return (
    <ul aria-label="Listed keys">
      {useListedPageShortcuts().map(({ keys, label }) => (
        <li key={label}>{`${label}: ${keys.join(' ')}`}</li>
      ))}
    </ul>
  );
}

describe('the keys the drawer lists', { timeout: 90_000 }, () => {
  it('are the runner’s while the runner is shown: the turn keys, the targets, the palette and Add combatant', async () => {
    const { unmount } = await startDemo();
    const { unmount: unmountList } = render(<ListedKeys />);
    const listed = () => within(screen.getByRole('list', { name: 'Listed keys' })).queryAllByRole('listitem');
    const text = listed().map((item) => item.textContent);
    expect(text).toContainEqual(expect.stringMatching(/^Next turn: /));
    expect(text).toContainEqual('Pick or drop a target by its place in the list: 1 … 9');
    expect(text).toContainEqual(expect.stringMatching(/^Search the combat actions: Ctrl/));
    expect(text).toContainEqual('Add combatant: A');
    unmount();
    expect(listed()).toHaveLength(0);
    unmountList();
  });
});

describe('on a phone', { timeout: 90_000 }, () => {
  it('a picked target can be hurt from the quick bar, which goes with the turn’s targets', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width: 575.98px') });
    try {
      const { user } = await startDemo();
      expect(screen.queryByRole('group', { name: 'Quick damage and healing' })).toBeNull();
      await user.click(targetBox('Orc (1)'));
      const bar = screen.getByRole('group', { name: 'Quick damage and healing' });
      await user.type(within(bar).getByLabelText('Quick amount'), '6');
      await user.click(within(bar).getByRole('button', { name: 'Damage' }));
      expect(row('Orc (1)')).toHaveTextContent('6/12 HP');
      await nextTurn(user);
      expect(await screen.findByText('Round 1, turn 2: Warlock')).toBeVisible();
      expect(screen.queryByRole('group', { name: 'Quick damage and healing' })).toBeNull();
    } finally {
      window.matchMedia = wide;
    }
  });
});
