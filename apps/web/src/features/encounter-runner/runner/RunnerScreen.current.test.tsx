// @vitest-environment jsdom
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import type { Monster } from '@skald/rules/monster/monster';
import { entityFromMonster } from '@skald/rules/monster/monster-entity';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { damage, nextTurn, renderRunner, row, startDemo, startFight, targetBox } from './runner-test-screen.tsx';
import { ADULT_RED_DRAGON, MAGE } from './test-stat-blocks.ts';

/** The current combatant's panel: whose it is, its stat block's uses, slots and rolls. */

/** A monster first in the order, the Barbarian after it, started: its stat block is the current combatant's. */
async function runWithFirst(monster: Monster) {
  const entity = entityFromMonster(monster, { key: 'monster', name: monster.name, source: 'srd' });
  const barbarian = createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15 });
  const { user } = renderRunner(createEncounter([entity, barbarian]));
  await startFight(user, [
    [monster.name, '25'],
    ['Barbarian', '20'],
  ]);
  return { user, current: screen.getByRole('region', { name: monster.name }) };
}

describe('the current combatant', { timeout: 90_000 }, () => {
  it('a click on a row opens that combatant without moving the turn, and one click goes back', async () => {
    const { user } = await startDemo();
    await user.click(screen.getByRole('button', { name: 'Open Ogre' }));
    expect(screen.getByRole('heading', { name: 'Ogre', level: 2 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open Ogre' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Round 1, turn 1: Barbarian')).toBeVisible();
    expect(screen.getByText("Not Ogre's turn: it is Barbarian's")).toBeVisible();
    expect(screen.getByRole('button', { name: /^Roll Greatclub/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(row('Ogre')).toHaveTextContent('Hidden');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Ogre' })).toBeVisible();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Back to Barbarian' }));
    expect(screen.getByRole('heading', { name: 'Barbarian', level: 2 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open Ogre' })).toHaveAttribute('aria-pressed', 'false');

    // A dying Druid's death saves, opened on the Barbarian's turn; the next turn shows whose turn it is.
    await damage(user, ['Druid'], '34');
    await user.click(screen.getByRole('button', { name: 'Open Druid' }));
    expect(screen.getByRole('button', { name: 'Death save 1 of 5: empty' })).toBeVisible();
    await nextTurn(user);
    await screen.findByText('Round 1, turn 2: Warlock');
    expect(screen.getByRole('heading', { name: 'Warlock', level: 2 })).toBeVisible();
    expect(screen.queryByText(/^Not .+'s turn/)).toBeNull();
  });

  it('initiative stays editable mid-fight and takes a decimal to settle a tie, the turn staying put', async () => {
    const { user } = await startDemo();
    const field = screen.getByLabelText('Initiative of Ogre');
    await user.clear(field);
    await user.type(field, '19.5');
    await user.tab();
    const order = within(screen.getByRole('region', { name: 'Turn order' })).getAllByRole('listitem');
    expect(order[1]).toHaveTextContent('Ogre');
    expect(screen.getByLabelText('Initiative of Ogre')).toHaveValue('19.5');
    expect(screen.getByText('Round 1, turn 1: Barbarian')).toBeVisible();
    await nextTurn(user);
    expect(await screen.findByText('Round 1, turn 2: Ogre')).toBeVisible();
  });
});

describe('a stat block’s uses', { timeout: 90_000 }, () => {
  it('a dragon’s legendary pool, a use per day, a recharge spent by its roll, advantage from the control', async () => {
    const { user, current } = await runWithFirst(ADULT_RED_DRAGON);
    const legendary = within(current).getByRole('region', { name: 'Legendary actions' });
    expect(legendary).toHaveTextContent('3/3 left');
    await user.click(within(legendary).getByRole('button', { name: 'Use Wing Attack' }));
    expect(legendary).toHaveTextContent('1/3 left');
    // One action is left: Wing Attack's cost of 2 cannot be paid, Tail Attack's 1 can.
    expect(within(legendary).getByRole('button', { name: 'Use Wing Attack' })).toBeDisabled();
    await user.click(within(legendary).getByRole('button', { name: 'Use Tail Attack' }));
    expect(legendary).toHaveTextContent('0/3 left');
    await user.click(within(legendary).getByRole('button', { name: 'Regain a legendary action' }));
    expect(legendary).toHaveTextContent('1/3 left');

    const traits = within(current).getByRole('region', { name: 'Traits' });
    expect(traits).toHaveTextContent('3/3 per day');
    await user.click(within(traits).getByRole('button', { name: 'Use Legendary Resistance' }));
    expect(traits).toHaveTextContent('2/3 per day');
    await user.click(within(traits).getByRole('button', { name: 'Regain Legendary Resistance' }));
    expect(traits).toHaveTextContent('3/3 per day');

    // The description opens on the name, as text.
    const name = within(current).getByRole('button', { name: 'Fire Breath' });
    expect(name).toHaveAttribute('aria-expanded', 'false');
    await user.click(name);
    expect(name).toHaveAttribute('aria-expanded', 'true');
    expect(within(current).getByText(/The dragon exhales fire/)).toHaveAttribute(
      'id',
      name.getAttribute('aria-controls'),
    );

    await user.click(targetBox('Barbarian'));
    expect(within(current).getByText('Recharge 5–6: ready')).toBeVisible();
    await user.click(within(current).getByRole('button', { name: 'Roll Fire Breath' }));
    expect(screen.getByRole('group', { name: /^Fire Breath against Barbarian/ })).toBeVisible();
    expect(within(current).getByText('Recharge 5–6: spent')).toBeVisible();
    await user.click(within(current).getByRole('button', { name: 'Regain Fire Breath' }));
    expect(within(current).getByText('Recharge 5–6: ready')).toBeVisible();

    const nextRoll = within(current).getByRole('radiogroup', { name: 'Next roll' });
    await user.click(within(nextRoll).getByRole('radio', { name: 'Advantage' }));
    await user.click(within(current).getByRole('button', { name: 'Roll Bite' }));
    expect(screen.getByRole('group', { name: /^Bite against Barbarian/ })).toHaveTextContent(
      /\(advantage, other die \d+\)/,
    );
    // The control goes back to Normal once the roll is made.
    expect(within(nextRoll).getByRole('radio', { name: 'Normal' })).toBeChecked();
  });

  it('a mage spends and regains spell slots by level, none past the last, and undo gives one back', async () => {
    const { user, current } = await runWithFirst(MAGE);
    const casting = within(current).getByRole('region', { name: 'Spellcasting' });
    expect(casting).toHaveTextContent('Save DC 14');
    expect(casting).toHaveTextContent('Spell attack +6');
    expect(casting).toHaveTextContent('Magic Missile');
    expect(casting).toHaveTextContent('4/4');
    await user.click(within(casting).getByRole('button', { name: 'Spend a 1st-level slot' }));
    expect(casting).toHaveTextContent('3/4');
    await user.click(within(casting).getByRole('button', { name: 'Regain a 1st-level slot' }));
    expect(casting).toHaveTextContent('4/4');
    const fifth = within(casting).getByRole('button', { name: 'Spend a 5th-level slot' });
    await user.click(fifth);
    expect(fifth).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Undo: Mage spent a 5th-level spell slot' }));
    expect(fifth).toBeEnabled();
  });

  it('the Requests tab of a fight nobody follows says nothing has been asked and why', async () => {
    const { user } = await startDemo();
    await user.click(screen.getByRole('tab', { name: 'Requests' }));
    expect(await screen.findByText('Nothing has been asked yet.')).toBeVisible();
    expect(screen.getByText(/Players following a live broadcast of a saved encounter/)).toBeVisible();
  });
});
