// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { type RollCard, rollCard } from '@skald/rules/combat/roll-card';
import type { CriticalSetting } from '@skald/rules/dice/critical-damage';
import { parseDice } from '@skald/rules/dice/parse-dice';
import { scriptedDice } from '@skald/rules/dice/random';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { RollCards } from './RollCards.tsx';
import { useRollCards } from './use-roll-cards.ts';

function dice(text: string) {
  const parsed = parseDice(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.expression;
}

/**
 * A goblin's Shortsword at Thora: 14 + 4 = 18 hits her AC 16 and the d6 shows 5, so 7 piercing. She is
 * unconscious, so a hit from 5 feet is a critical whatever the die says.
 */
function shortswordCard(criticalSetting: CriticalSetting, resistant = false): RollCard {
  return rollCard({
    key: 'card-1',
    name: 'Shortsword',
    actor: 'goblin',
    target: { key: 'thora', ac: 16, ...(resistant ? { damage_resistances: ['piercing' as const] } : {}) },
    actions: [
      {
        kind: 'attack',
        attack_bonus: 4,
        rolls: [
          {
            damage_type: 'piercing',
            dice: dice('1d6+2'),
            magical: false,
            missSave: 0,
          },
        ],
      },
    ],
    advantage: 'normal',
    criticalSetting,
    random: scriptedDice([
      { value: 14, sides: 20 },
      { value: 5, sides: 6 },
    ]),
  });
}

function Harness({ card, applied }: { card: RollCard; applied: RollCard[] }) {
  const rollCards = useRollCards();
  const { add } = rollCards;
  useEffect(() => add([card]), [add, card]);
  return (
    <RollCards
      cards={rollCards.cards}
      roster={[
        { key: 'goblin', name: 'Goblin' },
        { key: 'thora', name: 'Thora' },
      ]}
      focus={rollCards.focus}
      onChange={rollCards.change}
      onReroll={rollCards.reroll}
      onApply={(cards) => applied.push(...cards)}
      onRemove={rollCards.remove}
    />
  );
}

function renderCard(card: RollCard) {
  const applied: RollCard[] = [];
  render(
    <MantineProvider>
      <Harness card={card} applied={applied} />
    </MantineProvider>,
  );
  return { applied, card: () => screen.getByRole('group', { name: /^Shortsword against Thora/ }) };
}

describe('the roll card’s Critical toggle', () => {
  it('makes an ordinary hit a critical: the dice count twice, the +2 once (12 where Double gives 14)', async () => {
    const user = userEvent.setup();
    const { applied, card } = renderCard(shortswordCard('double'));
    expect(within(card()).getByText('Total 7')).toBeVisible();
    const critical = within(card()).getByRole('checkbox', { name: 'Critical hit: Shortsword against Thora' });
    expect(critical).not.toBeChecked();

    await user.click(critical);
    expect(critical).toBeChecked();
    expect(within(card()).getByText('Total 12')).toBeVisible();
    await user.click(within(card()).getByRole('button', { name: 'Full' }));
    expect(applied[0]?.actions[0]?.toHit).toMatchObject({ hit: true, critical: true });
  });

  it('under the default setting rolls the dice once more and adds them alone', async () => {
    const user = userEvent.setup();
    const { card } = renderCard(shortswordCard('roll'));
    await user.click(within(card()).getByRole('checkbox', { name: 'Critical hit: Shortsword against Thora' }));
    const extra = Number(/\+ (\d+) critical/.exec(card().textContent ?? '')?.[1]);
    expect(extra).toBeGreaterThanOrEqual(1);
    expect(extra).toBeLessThanOrEqual(6);
    expect(within(card()).getByText(`Total ${7 + extra}`)).toBeVisible();
  });

  it('is not offered when the GM’s settings disable criticals', () => {
    const { card } = renderCard(shortswordCard('disabled'));
    expect(within(card()).queryByRole('checkbox', { name: 'Critical hit: Shortsword against Thora' })).toBeNull();
  });
});

describe('the roll card’s defense chip', () => {
  it('a listed resistance can be set aside for full damage, and put back', async () => {
    const user = userEvent.setup();
    const { applied, card } = renderCard(shortswordCard('roll', true));
    expect(within(card()).getByText('Total 3')).toBeVisible();
    await user.click(within(card()).getByRole('button', { name: 'Defense against piercing: resistant, as listed' }));
    await user.click(await screen.findByRole('menuitem', { name: 'No defense: full damage', hidden: true }));
    expect(within(card()).getByText('Total 7')).toBeVisible();
    const chip = within(card()).getByRole('button', { name: 'Defense against piercing: no defense, your choice' });

    await user.click(chip);
    await user.click(await screen.findByRole('menuitem', { name: 'As the stat block says: resistant', hidden: true }));
    expect(within(card()).getByText('Total 3')).toBeVisible();
    await user.click(within(card()).getByRole('button', { name: 'Full' }));
    expect(applied[0]?.defenseChoices).toEqual({});
  });

  it('a target with none listed (a raging barbarian) can be made resistant for this card', async () => {
    const user = userEvent.setup();
    const { applied, card } = renderCard(shortswordCard('roll'));
    await user.click(within(card()).getByRole('button', { name: 'Defense against piercing: none listed' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resistant: half', hidden: true }));
    expect(within(card()).getByText('Total 3')).toBeVisible();
    await user.click(within(card()).getByRole('button', { name: 'Full' }));
    expect(applied[0]?.defenseChoices).toEqual({ piercing: 'resistant' });
  });
});
