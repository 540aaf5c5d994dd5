// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { EMPTY_PURSE } from '@skald/contract/library/coins';
import { createEntity } from '@skald/rules/encounter/entity';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type RewardsChoice, RewardsForm } from './RewardsForm.tsx';

const orc = (key: string, name: string, curHp: number) => ({
  ...createEntity({ key, name, entityType: 'npc', maxHp: 15, ac: 13, challenge_rating: 1 }),
  curHp,
  down: curHp === 0,
});

const members = [
  { id: 'thora', name: 'Thora' },
  { id: 'pip', name: 'Pip Underbough' },
];
const potion = { name: 'Potion of Healing', identified: true, public_name: '', linked_item: null };

function drawn(override: number | null, given: RewardsChoice[] = []) {
  render(
    <MantineProvider>
      <RewardsForm
        members={members}
        entities={[orc('o1', 'Orc', 0), orc('o2', 'Orc captain', 0), orc('o3', 'Ogre', 9)]}
        override={override}
        loot={{ currency: { ...EMPTY_PURSE, gp: 35, sp: 12 }, items: [potion] }}
        xpGiven={false}
        lootGiven={false}
        giving={false}
        failure={null}
        onGive={(choice) => given.push(choice)}
      />
    </MantineProvider>,
  );
}

describe('the rewards panel of a finished fight', () => {
  it("shows each player's experience before it is given, counting only the defeated, and the loot's items", async () => {
    const user = userEvent.setup();
    const given: RewardsChoice[] = [];
    drawn(null, given);
    expect(screen.getByText('Experience: 400 XP for 2 defeated monsters.')).toBeInTheDocument();
    expect(screen.getByText('Left standing, so not counted: Ogre.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Thora: 200 XP' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pip Underbough: 200 XP' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', {
        name: "Put the loot in the campaign's inventory: 35 gp 12 sp and Potion of Healing",
      }),
    ).toBeChecked();

    // Pip leaves the share: Thora's grows to the whole, before anything is given.
    await user.click(screen.getByRole('checkbox', { name: 'Pip Underbough: 200 XP' }));
    expect(screen.getByRole('checkbox', { name: 'Thora: 400 XP' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pip Underbough' })).not.toBeChecked();
    expect(given).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Give rewards' }));
    expect(given).toEqual([{ players: ['thora'], xp: true, currency: true }]);
  });

  it("says the GM's own figure is the experience when one is set", () => {
    drawn(1001);
    expect(screen.getByText("Experience: 1,001 XP, as set in the encounter's experience.")).toBeInTheDocument();
    expect(screen.queryByText(/Left standing/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Thora: 500 XP' })).toBeChecked();
  });
});
