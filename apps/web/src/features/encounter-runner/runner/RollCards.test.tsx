// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { ApplyMultiplier, RollCard } from '@skald/rules/combat/roll-card';
import { mathRandom } from '@skald/rules/dice/random';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import type { MonsterAbility } from '@skald/rules/monster/monster';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AbilityEntry } from './AbilityEntry.tsx';
import { abilityCards } from './ability-cards.ts';
import { RollCards } from './RollCards.tsx';
import { useRollCards } from './use-roll-cards.ts';

const scimitar: MonsterAbility = {
  name: 'Scimitar',
  desc: 'A slash.',
  action_list: [
    {
      type: 'melee_weapon',
      attack_bonus: 4,
      rolls: [{ damage_type: 'slashing', dice_count: 1, dice_type: 6, fixed_val: 2 }],
    },
  ],
};
const goblin = createEntity({
  key: 'goblin',
  name: 'Goblin',
  entityType: 'npc',
  maxHp: 7,
  ac: 15,
  actions: [scimitar],
});
const fight = createEncounter([
  goblin,
  createEntity({ key: 'aria', name: 'Aria', entityType: 'player', maxHp: 30, ac: 16 }),
  createEntity({ key: 'bram', name: 'Bram', entityType: 'player', maxHp: 28, ac: 15 }),
]);
const roster = fight.entities.map(({ key, name }) => ({ key, name }));

/** The goblin's Scimitar rolled against both players, its cards applied as the runner applies them. */
function Harness({ applied }: { applied: { target: string; multiplier: ApplyMultiplier }[] }) {
  const rollCards = useRollCards();
  const roll = () => {
    const rolled = abilityCards(fight, {
      actor: 'goblin',
      ability: scimitar,
      targets: ['aria', 'bram'],
      advantage: 'normal',
      criticalSetting: 'roll',
      random: mathRandom,
    });
    if (rolled.ok) rollCards.add(rolled.cards);
  };
  const apply = (cards: readonly RollCard[], multiplier: ApplyMultiplier) => {
    for (const card of cards) applied.push({ target: card.target.key, multiplier });
    rollCards.drop(new Set(cards.map((card) => card.key)));
  };
  return (
    <>
      <ul>
        <AbilityEntry entity={goblin} section="actions" index={0} ability={scimitar} run={() => {}} onRoll={roll} />
      </ul>
      <RollCards
        cards={rollCards.cards}
        roster={roster}
        focus={rollCards.focus}
        onChange={rollCards.change}
        onReroll={rollCards.reroll}
        onApply={apply}
        onRemove={rollCards.remove}
      />
    </>
  );
}

/** Draws the harness and clicks Roll, as the GM does; answers what gets applied and the user's hands. */
async function rollScimitar() {
  const applied: { target: string; multiplier: ApplyMultiplier }[] = [];
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <Harness applied={applied} />
    </MantineProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Roll Scimitar' }));
  return { applied, user };
}

describe('roll cards from the keyboard', () => {
  it('Enter after Roll applies the first card rather than rolling again, then Enter goes down the cards', async () => {
    const { applied, user } = await rollScimitar();
    expect(screen.getAllByRole('group', { name: /^Scimitar against/ })).toHaveLength(2);
    expect(screen.getByRole('group', { name: /^Scimitar against Aria/ })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(applied).toEqual([{ target: 'aria', multiplier: 1 }]);
    expect(screen.getAllByRole('group', { name: /^Scimitar against/ })).toHaveLength(1);
    expect(screen.getByRole('group', { name: /^Scimitar against Bram/ })).toHaveFocus();

    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(applied).toEqual([
      { target: 'aria', multiplier: 1 },
      { target: 'bram', multiplier: 0.5 },
    ]);
    expect(screen.queryAllByRole('group', { name: /^Scimitar against/ })).toHaveLength(0);
  });

  it("Enter works from the card's Hit or Miss toggle too, without a click on the card first", async () => {
    const { applied, user } = await rollScimitar();
    const [toggle] = screen.getAllByRole('radio', { name: 'Miss' });
    if (toggle) await user.click(toggle);
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(applied).toEqual([{ target: 'aria', multiplier: 2 }]);
  });
});
