// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionGestures } from '../actions/dispatch.ts';
import type { EncounterSession } from '../session/encounter-session.ts';
import { createLocalSession } from '../session/local-encounter-session.ts';
import { InitiativeList } from './InitiativeList.tsx';
import { useListedKeys } from './use-listed-keys.ts';

/** Two players still to type and two monsters already rolled, as after "Roll for monsters". */
function rolledForMonsters(): EncounterSession {
  return createLocalSession(
    createEncounter([
      createEntity({ key: 'aria', name: 'Aria', entityType: 'player', maxHp: 30, ac: 16 }),
      createEntity({ key: 'bram', name: 'Bram', entityType: 'player', maxHp: 28, ac: 15 }),
      createEntity({ key: 'goblin', name: 'Goblin', entityType: 'npc', maxHp: 7, ac: 15, initiative: 18 }),
      createEntity({ key: 'ogre', name: 'Ogre', entityType: 'npc', maxHp: 59, ac: 11, initiative: 5 }),
    ]),
    { automate: true, now: () => 0 },
  );
}

/** The turn order as the runner draws it: the session's listed order, initiative typed through gestures. */
function TurnOrder({ session }: { session: EncounterSession }) {
  const { encounter } = useSyncExternalStore(session.subscribe, session.snapshot);
  const order = useListedKeys(encounter);
  return (
    <InitiativeList
      session={session}
      order={order}
      before={encounter.round === 0}
      currentKey={null}
      targets={[]}
      shownKey={null}
      onToggleTarget={() => {}}
      run={sessionGestures(session, () => {})}
      onOpen={() => {}}
    />
  );
}

const rowNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((row) => within(row).getByRole('button').textContent);

const initiativeOf = (session: EncounterSession, key: string) =>
  session.snapshot().encounter.entities.find((entity) => entity.key === key)?.initiative;

describe('typing initiatives', () => {
  it('Tab goes to the next row as shown, one Tab per row, and the rows re-sort only when the fields are left', async () => {
    const session = rolledForMonsters();
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <TurnOrder session={session} />
        <button type="button">Start the fight</button>
      </MantineProvider>,
    );
    expect(rowNames()).toEqual(['Goblin', 'Ogre', 'Aria', 'Bram']);

    await user.click(screen.getByLabelText('Initiative of Aria'));
    await user.keyboard('{Control>}a{/Control}20');
    await user.tab();
    // Aria's 20 is saved, but her row stays put under the cursor, and the cursor is on Bram's field.
    expect(initiativeOf(session, 'aria')).toBe(20);
    expect(rowNames()).toEqual(['Goblin', 'Ogre', 'Aria', 'Bram']);
    expect(screen.getByLabelText('Initiative of Bram')).toHaveFocus();

    await user.keyboard('{Control>}a{/Control}12');
    await user.tab({ shift: true });
    expect(screen.getByLabelText('Initiative of Aria')).toHaveFocus();
    // The monsters' rolls are theirs still.
    expect(initiativeOf(session, 'goblin')).toBe(18);
    expect(initiativeOf(session, 'ogre')).toBe(5);
    expect(initiativeOf(session, 'bram')).toBe(12);

    await user.click(screen.getByRole('button', { name: 'Start the fight' }));
    expect(rowNames()).toEqual(['Aria', 'Goblin', 'Bram', 'Ogre']);
  });
});
