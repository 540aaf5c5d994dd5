// @vitest-environment jsdom
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { entityFromMonster } from '@skald/rules/monster/monster-entity';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  choose,
  damage,
  nextTurn,
  renderRunner,
  row,
  startDemo,
  startFight,
  targetBox,
  undoNames,
} from './runner-test-screen.tsx';
import { ADULT_RED_DRAGON } from './test-stat-blocks.ts';

/** Who a roll or a hit comes from: the combatant whose turn it is, or the one the GM chose for it. */

const card = (name: RegExp) => screen.getByRole('group', { name });

/** Rolls the shown combatant's ability at the picked target, makes the attack a hit, and answers its total. */
async function rollHit(user: UserEvent, ability: string, target: string) {
  await user.click(targetBox(target));
  await user.click(screen.getByRole('button', { name: new RegExp(`^Roll ${ability}`) }));
  const rolled = card(new RegExp(`^${ability} against ${target}`));
  await user.click(within(rolled).getByRole('radio', { name: 'Hit' }));
  return {
    rolled,
    total: Number(
      within(rolled)
        .getByText(/^Total \d+$/)
        .textContent?.replace('Total ', ''),
    ),
  };
}

describe('the roll actor', { timeout: 90_000 }, () => {
  it('on the Orc’s turn the Orc rolls: a miss says so, the hit applies in full, and undo takes it back', async () => {
    const { user } = await startDemo();
    await nextTurn(user, 3);
    await screen.findByText('Round 1, turn 4: Orc');
    const { rolled } = await rollHit(user, 'Greataxe', 'Barbarian');
    await user.click(within(rolled).getByRole('radio', { name: 'Miss' }));
    expect(rolled).toHaveTextContent('Missed: no damage');
    expect(rolled).not.toHaveTextContent('= 0');
    await user.click(within(rolled).getByRole('radio', { name: 'Hit' }));
    expect(rolled).toHaveTextContent(/= \d+ slashing/);
    const total = Number(
      within(rolled)
        .getByText(/^Total \d+$/)
        .textContent?.replace('Total ', ''),
    );
    await user.click(within(rolled).getByRole('button', { name: 'Full' }));
    expect(screen.queryByRole('group', { name: /^Greataxe against/ })).toBeNull();
    expect(row('Barbarian')).toHaveTextContent(`${41 - total}/41 HP`);
    await user.click(await screen.findByRole('button', { name: /^Undo: Orc did \d+ slashing damage to Barbarian/ }));
    expect(row('Barbarian')).toHaveTextContent('41/41 HP');
  });

  it('a combatant opened out of turn rolls as itself: the log and the meters credit the Ogre, not the Barbarian', async () => {
    const { user } = await startDemo();
    await user.click(screen.getByRole('button', { name: 'Open Ogre' }));
    const { rolled, total } = await rollHit(user, 'Greatclub', 'Druid');
    await user.click(within(rolled).getByRole('button', { name: 'Full' }));
    // A natural 20 (one throw in twenty) adds ", critical" to the entry.
    expect(
      await screen.findByRole('button', {
        name: new RegExp(`^Undo: Ogre did ${total} bludgeoning damage to Druid(, critical)?$`),
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Damage meters' }));
    expect(await screen.findByLabelText(`Ogre: ${total} damage`)).toBeVisible();
    expect(screen.queryByLabelText(/^Barbarian: \d+ damage/)).toBeNull();
  });

  it('a dealer chosen out of turn and a critical last one hit; the next turn deals as its combatant', async () => {
    const { user } = await startDemo();
    const dealtBy = () => screen.getByLabelText('Dealt by', { selector: 'input' });
    expect(dealtBy()).toHaveValue('Barbarian');
    await choose(user, 'Dealt by', 'Druid');
    await user.click(screen.getByRole('checkbox', { name: 'Critical' }));
    await damage(user, ['Ogre'], '4');
    expect(await screen.findByRole('button', { name: 'Undo: Druid did 4 damage to Ogre, critical' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Critical' })).not.toBeChecked();
    await nextTurn(user);
    await screen.findByText('Round 1, turn 2: Warlock');
    expect(dealtBy()).toHaveValue('Warlock');
  });

  it('the damage meters count what each combatant dealt', async () => {
    const { user } = await startDemo();
    await damage(user, ['Orc'], '7');
    await user.click(screen.getByRole('tab', { name: 'Damage meters' }));
    expect(await screen.findByLabelText('Barbarian: 7 damage')).toBeVisible();
  });
});

describe('choices for one turn', { timeout: 90_000 }, () => {
  it('Enter applies the rolled card; the next turn starts with no targets and no damage type', async () => {
    const { user } = await startDemo();
    await user.click(screen.getByRole('button', { name: 'Open Orc' }));
    await user.click(targetBox('Barbarian'));
    await choose(user, 'Damage type', 'Fire');
    await user.click(screen.getByRole('button', { name: /^Roll Greataxe/ }));
    await waitFor(() => expect(card(/^Greataxe against Barbarian/)).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: /^Greataxe against/ })).toBeNull();
    expect(await screen.findByRole('button', { name: /^Undo: Orc / })).toBeVisible();
    expect(screen.getByLabelText('Damage type', { selector: 'input' })).toHaveValue('Fire');

    await nextTurn(user);
    await screen.findByText('Round 1, turn 2: Warlock');
    expect(targetBox('Barbarian')).not.toBeChecked();
    expect(screen.getByText('Pick targets in the turn order.')).toBeVisible();
    expect(screen.getByLabelText('Damage type', { selector: 'input' })).toHaveValue('');
  });
});

const party = [
  createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15 }),
  createEntity({ key: 'druid', name: 'Druid', entityType: 'player', maxHp: 34, ac: 16 }),
];

describe('one roll at two targets', { timeout: 90_000 }, () => {
  it('Fire Breath: a die rerolled on one card changes on the other, and Apply all is one log line', async () => {
    const dragon = entityFromMonster(ADULT_RED_DRAGON, { key: 'dragon', name: 'Adult Red Dragon', source: 'srd' });
    const { user } = renderRunner(createEncounter([dragon, ...party]));
    await startFight(user, [
      ['Adult Red Dragon', '25'],
      ['Barbarian', '20'],
      ['Druid', '18'],
    ]);
    await user.click(targetBox('Barbarian'));
    await user.click(targetBox('Druid'));
    await user.click(screen.getByRole('button', { name: /^Roll Fire Breath/ }));
    const cards = screen.getByRole('region', { name: 'Roll cards' });
    expect(within(cards).getAllByRole('group')).toHaveLength(2);
    expect(within(cards).getByText('Fire Breath: 2 targets')).toBeVisible();
    const dice = (target: string) =>
      within(card(new RegExp(`^Fire Breath against ${target}`)))
        .getAllByRole('button', { name: /^Reroll d6/ })
        .map((die) => die.textContent);
    expect(dice('Druid')).toEqual(dice('Barbarian'));
    // Five rerolls: the chance that none changes its die is 1 in 7776.
    const before = dice('Barbarian');
    for (let die = 0; die < 5; die++) {
      const button = within(card(/^Fire Breath against Barbarian/)).getAllByRole('button', { name: /^Reroll d6/ })[die];
      if (button) await user.click(button);
    }
    expect(dice('Barbarian')).not.toEqual(before);
    expect(dice('Druid')).toEqual(dice('Barbarian'));

    await user.click(within(cards).getByRole('button', { name: 'Apply all 2 in full' }));
    expect(screen.queryByRole('region', { name: 'Roll cards' })).toBeNull();
    const line = await screen.findByRole('button', {
      name: /^Undo: Adult Red Dragon did \d+ fire damage to Barbarian.*, \d+ fire damage to Druid/,
    });
    expect(undoNames().filter((name) => name.includes('fire damage'))).toHaveLength(1);
    await user.click(line);
    expect(row('Barbarian')).toHaveTextContent('41/41 HP');
    expect(row('Druid')).toHaveTextContent('34/34 HP');
  });
});
