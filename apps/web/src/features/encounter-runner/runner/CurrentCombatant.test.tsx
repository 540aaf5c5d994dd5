// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CurrentCombatant } from './CurrentCombatant.tsx';

const elowen = createEntity({ key: 'elowen', name: 'Elowen Brightleaf', entityType: 'player', maxHp: 31, ac: 15 });
const goblin = createEntity({ key: 'goblin', name: 'Goblin (2)', entityType: 'npc', maxHp: 7, ac: 15 });

function opened(entity: EncounterEntity, current: EncounterEntity, onOpen = vi.fn()) {
  render(
    <MantineProvider>
      <CurrentCombatant
        entity={entity}
        current={{ key: current.key, name: current.name }}
        onOpen={onOpen}
        run={() => {}}
        onRoll={() => false}
      />
    </MantineProvider>,
  );
  return onOpen;
}

describe('a combatant opened on another one’s turn', () => {
  it('names a player as a person, with no article before the name', async () => {
    const onOpen = opened(elowen, goblin);
    expect(screen.getByText("Not Elowen Brightleaf's turn: it is Goblin (2)'s")).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Goblin (2)' }));
    expect(onOpen).toHaveBeenCalledWith('goblin');
  });

  it('names a monster the same way, and the way back to the player whose turn it is', () => {
    opened(goblin, elowen);
    expect(screen.getByText("Not Goblin (2)'s turn: it is Elowen Brightleaf's")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to Elowen Brightleaf' })).toBeVisible();
    expect(screen.queryByText(/\bthe (Elowen|Goblin)/)).toBeNull();
  });
});
