// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { findEntity } from '@skald/rules/encounter/roster-list';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import type { EncounterSession, SessionResult } from '../session/encounter-session.ts';
import { createLocalSession } from '../session/local-encounter-session.ts';
import { announce } from './announce-events.ts';
import { CombatLog } from './CombatLog.tsx';
import { RunnerNotices } from './RunnerNotices.tsx';
import { undoWithRedo } from './undo-with-redo.ts';

const fight = () =>
  createLocalSession(
    createEncounter([
      createEntity({ key: 'goblin', name: 'Goblin', entityType: 'npc', maxHp: 7, ac: 15 }),
      createEntity({ key: 'aria', name: 'Aria', entityType: 'player', maxHp: 30, ac: 16 }),
      createEntity({ key: 'bram', name: 'Bram', entityType: 'player', maxHp: 28, ac: 15 }),
    ]),
    { automate: true },
  );

function Log({ session, onUndo }: { session: EncounterSession; onUndo(index: number): void }) {
  const { log } = useSyncExternalStore(session.subscribe, session.snapshot);
  return <CombatLog log={log} onUndo={onUndo} />;
}

/** The log and the notices beside it, as the runner's side column draws them, undoing as the runner does. */
function renderLog(session: EncounterSession) {
  const report = (result: SessionResult) => announce(result, () => {});
  render(
    <MantineProvider>
      <Log session={session} onUndo={(index) => undoWithRedo({ session, report }, index)} />
      <RunnerNotices />
    </MantineProvider>,
  );
}

const hp = (session: EncounterSession, key: string) => findEntity(session.snapshot().encounter, key)?.curHp;
const logLines = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('undo in the log, and Redo', () => {
  it('an undo takes an older entry back at once and offers Redo, which deals the same damage again', async () => {
    const user = userEvent.setup();
    const session = fight();
    session.apply({ type: 'damage', target: 'aria', amount: 7, by: 'goblin', damageType: 'slashing' });
    session.apply({ type: 'damage', target: 'bram', amount: 5, by: 'goblin' });
    renderLog(session);
    expect(hp(session, 'aria')).toBe(23);

    await user.click(await screen.findByRole('button', { name: /^Undo: Goblin did 7 .*Aria/ }));
    expect(hp(session, 'aria')).toBe(30);
    expect(hp(session, 'bram')).toBe(23);
    expect(await screen.findByText('Undone')).toBeVisible();
    await screen.findByText(/Goblin did 5 damage to Bram/);
    expect(logLines()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Redo: Goblin did 7 .*Aria/ }));
    expect(hp(session, 'aria')).toBe(23);
    expect(session.snapshot().log.at(-1)?.command).toEqual({
      type: 'damage',
      target: 'aria',
      amount: 7,
      by: 'goblin',
      damageType: 'slashing',
    });
    expect(screen.queryByRole('button', { name: /^Redo:/ })).toBeNull();
    await screen.findByText(/Goblin did 7 .*Aria/, { selector: 'li p' });
    expect(logLines()).toHaveLength(2);
  });

  it('Redo of an entry that can no longer apply says why, and changes nothing', async () => {
    const user = userEvent.setup();
    const session = fight();
    session.apply({ type: 'remove-entity', key: 'bram' });
    renderLog(session);
    await user.click(await screen.findByRole('button', { name: /^Undo:/ }));
    expect(findEntity(session.snapshot().encounter, 'bram')).toBeDefined();
    session.apply({ type: 'damage', target: 'bram', amount: 3, by: null });
    session.apply({ type: 'remove-entity', key: 'bram' });
    const before = session.snapshot();
    await user.click(screen.getByRole('button', { name: /^Redo:/ }));
    expect(session.snapshot()).toBe(before);
    expect(await screen.findByText('No combatant with key "bram" in this encounter')).toBeVisible();
  });
});
