// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { choose, damage, nextTurn, row, startDemo, targetBox, undoNames } from './runner-test-screen.tsx';

/** Hit points, conditions and combatants on the runner's screen: what a gesture does and how the log tells it. */

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function retype(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}

describe('damage and healing', { timeout: 90_000 }, () => {
  it('the demo starts with the spec’s party and monsters, and damage lands on the target', async () => {
    const { user } = await startDemo();
    for (const [name, hp] of [
      ['Barbarian', '41/41 HP'],
      ['Warlock', '31/31 HP'],
      ['Druid', '34/34 HP'],
      ['Orc', '21/21 HP'],
      ['Orc (1)', '12/12 HP'],
      ['Ogre', '72/72 HP'],
    ] as const) {
      expect(row(name)).toHaveTextContent(hp);
    }
    await damage(user, ['Ogre'], '9');
    expect(row('Ogre')).toHaveTextContent('63/72 HP');
    expect(await screen.findByRole('button', { name: 'Undo: Barbarian did 9 damage to Ogre' })).toBeVisible();
  });

  it('damage to two targets is one log line, and one undo heals both', async () => {
    const { user } = await startDemo();
    await damage(user, ['Orc', 'Ogre'], '5');
    expect(row('Orc')).toHaveTextContent('16/21 HP');
    expect(row('Ogre')).toHaveTextContent('67/72 HP');
    const line = await screen.findByRole('button', { name: 'Undo: Barbarian did 5 damage to Orc, 5 damage to Ogre' });
    expect(undoNames().filter((name) => name.includes('damage'))).toHaveLength(1);
    await user.click(line);
    expect(row('Orc')).toHaveTextContent('21/21 HP');
    expect(row('Ogre')).toHaveTextContent('72/72 HP');
    await waitFor(() => expect(undoNames().filter((name) => name.includes('damage'))).toHaveLength(0));
  });

  it('a dying player gets a failed death save on the next hit, and undo takes it back', async () => {
    const { user } = await startDemo();
    await damage(user, ['Druid'], '34');
    expect(row('Druid')).toHaveTextContent('Dying');
    await damage(user, [], '3');
    await nextTurn(user, 2);
    await screen.findByText('Round 1, turn 3: Druid');
    expect(screen.getByRole('button', { name: 'Death save 1 of 5: failure' })).toBeVisible();
    for (const name of ['Undo: Next turn', 'Undo: Next turn', 'Undo: Barbarian did 0 damage to Druid (3 overkill)']) {
      const [newest] = await screen.findAllByRole('button', { name });
      if (newest) await user.click(newest);
    }
    await nextTurn(user, 2);
    await screen.findByText('Round 1, turn 3: Druid');
    expect(screen.getByRole('button', { name: 'Death save 1 of 5: empty' })).toBeVisible();
  });

  it('the current combatant offers only the moves that fit: stabilise and revive once at 0 hit points', async () => {
    const { user } = await startDemo();
    const current = screen.getByRole('region', { name: 'Barbarian' });
    expect(within(current).getByRole('button', { name: 'Kill' })).toBeVisible();
    expect(within(current).queryByRole('button', { name: 'Stabilise' })).toBeNull();
    expect(within(current).queryByRole('button', { name: 'Revive' })).toBeNull();
    await damage(user, ['Barbarian'], '41');
    await user.click(within(current).getByRole('button', { name: 'Stabilise' }));
    expect(within(current).queryByRole('button', { name: 'Stabilise' })).toBeNull();
    await user.click(within(current).getByRole('button', { name: 'Revive' }));
    expect(within(current).queryByRole('button', { name: 'Revive' })).toBeNull();
    expect(row('Barbarian')).toHaveTextContent('1/41 HP');
  });

  it('editing the Barbarian applies the spec’s clamps: AC -3 becomes 1, 60 hit points become 41', async () => {
    const { user } = await startDemo();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Barbarian' });
    await retype(user, within(dialog).getByLabelText('Armor class'), '-3');
    await retype(user, within(dialog).getByLabelText('Current hit points'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Barbarian' })).toBeNull());
    expect(row('Barbarian')).toHaveTextContent('AC 1');
    expect(row('Barbarian')).toHaveTextContent('41/41 HP');
  });
});

describe('conditions', { timeout: 90_000 }, () => {
  it('the Ogre can be knocked prone for two rounds, shown on its row', async () => {
    const { user } = await startDemo();
    await user.click(targetBox('Ogre'));
    await choose(user, 'Condition', 'Prone');
    await retype(user, field('Rounds'), '2');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(row('Ogre')).toHaveTextContent('prone (2)');
  });

  it('a condition on two targets is one log line, and one undo takes it off both', async () => {
    const { user } = await startDemo();
    await user.click(targetBox('Orc'));
    await user.click(targetBox('Ogre'));
    await choose(user, 'Condition', 'Prone');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(row('Orc')).toHaveTextContent('prone');
    expect(row('Ogre')).toHaveTextContent('prone');
    await user.click(await screen.findByRole('button', { name: 'Undo: Add condition: Orc, Ogre' }));
    expect(row('Orc')).not.toHaveTextContent('prone');
    expect(row('Ogre')).not.toHaveTextContent('prone');
  });
});

/** Add combatant in words (the phone's icon beside it is hidden by CSS jsdom does not apply). */
async function openAddCombatant(user: UserEvent) {
  const [inWords] = screen.getAllByRole('button', { name: 'Add combatant' });
  if (inWords) await user.click(inWords);
  return screen.findByRole('dialog', { name: 'Add combatant' });
}

describe('combatants joining', { timeout: 90_000 }, () => {
  it('an Orc added mid-fight joins next round: skipped this round, in the order the next', async () => {
    const { user } = await startDemo();
    const dialog = await openAddCombatant(user);
    expect(within(dialog).getByRole('switch', { name: 'Joins next round' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Search the compendium'), 'orc');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Orc' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add combatant' })).toBeNull());
    expect(row('Orc (2)')).toHaveTextContent('Joins next round');
    // Round 1 keeps its six turns: the new Orc is skipped.
    await nextTurn(user, 5);
    await screen.findByText(/^Round 1, turn 6: /);
    await nextTurn(user);
    // Its rolled initiative (d20 + 1) may even put it first.
    await screen.findByText(/^Round 2, turn 1: /);
    expect(row('Orc (2)')).not.toHaveTextContent('Joins next round');
    await nextTurn(user, 6);
    expect(await screen.findByText(/^Round 2, turn 7: /)).toBeVisible();
  });

  it('a player can join at once, with the initiative typed: after the Druid (18), before the monsters', async () => {
    const { user } = await startDemo();
    const dialog = await openAddCombatant(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Player' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Joins next round' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ranger');
    await retype(user, within(dialog).getByLabelText('Initiative'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add combatant' })).toBeNull());
    expect(row('Ranger')).not.toHaveTextContent('Joins next round');
    await nextTurn(user, 3);

    expect(await screen.findByText('Round 1, turn 4: Ranger')).toBeVisible();
  });

  it('hidden, down and joining combatants are marked in the turn order', async () => {
    const { user } = await startDemo();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(row('Barbarian')).toHaveTextContent('Hidden');
    await damage(user, ['Orc'], '21');
    const dialog = await openAddCombatant(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Player' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ranger');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    await waitFor(() => expect(row('Ranger')).toHaveTextContent('Joins next round'));
    // The round update marks the Orc at 0 hit points down.
    await nextTurn(user, 6);
    await screen.findByText(/^Round 2, turn 1: /);
    expect(row('Orc')).toHaveTextContent('Down');
  });
});
