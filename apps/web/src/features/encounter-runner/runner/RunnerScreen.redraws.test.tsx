// @vitest-environment jsdom
import { createEncounter, type Encounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRunner, targetBox } from './runner-test-screen.tsx';

/**
 * What a hit redraws in the turn order. A hit's paint waits for every row React draws first, so the rows
 * follow their own combatant (`useCombatant`) and the list is memoised: a hit redraws the hit combatant's
 * row alone, not its dealer's (only the dealer's meters changed) nor any other.
 */

/** The combatant keys of the rows drawn, in order, since the list was last emptied. */
const drawnRows = vi.hoisted((): string[] => []);

// Each row is drawn through this wrapper, which notes its key and runs the real row as it is.
vi.mock('./CombatantRow.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('./CombatantRow.tsx')>();
  const { memo } = await import('react');
  const drawRow = original.CombatantRow.type;
  return {
    ...original,
    CombatantRow: memo(function CountedRow(props: Parameters<typeof drawRow>[0]) {
      drawnRows.push(props.entityKey);
      return drawRow(props);
    }),
  };
});

function startedFight(): Encounter {
  const started = applyCommand(
    createEncounter([
      createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15, initiative: 20 }),
      createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 21, ac: 13, initiative: 12 }),
      createEntity({ key: 'goblin', name: 'Goblin', entityType: 'npc', maxHp: 7, ac: 15, initiative: 9 }),
      createEntity({ key: 'ogre', name: 'Ogre', entityType: 'npc', maxHp: 72, ac: 11, initiative: 5 }),
    ]),
    { type: 'start' },
    { at: 0, automate: true },
  );
  if (!started.ok) throw new Error(started.error);
  return started.encounter;
}

describe('what a hit redraws', () => {
  it("redraws the hit combatant's row alone: not the dealer's, whose meters changed, nor any other", async () => {
    const { user } = renderRunner(startedFight());
    await user.click(targetBox('Ogre'));
    await user.type(screen.getByLabelText('Amount'), '9');
    drawnRows.length = 0;
    await user.keyboard('{Enter}');
    // The log follows the hit a frame later: once it shows the hit, every redraw the hit caused is done.
    await screen.findByRole('button', { name: 'Undo: Barbarian did 9 damage to Ogre' });
    expect(screen.getByRole('progressbar', { name: 'Ogre hit points' })).toHaveAttribute('aria-valuenow', '87.5');
    expect(drawnRows).toEqual(['ogre']);
  });
});
