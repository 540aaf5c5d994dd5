import { randomUUID } from 'node:crypto';
import { createEncounter, type Encounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { describe, expect, it } from 'vitest';
import type { LibraryFileFight, LibraryFileLogRow } from '../../src/library/library-file.ts';
import { checkFileFight } from '../../src/library/library-file-fight.ts';

const orc = (key: string) => createEntity({ key, name: `Orc ${key}`, entityType: 'npc', maxHp: 15, ac: 13 });

/** A fight the engine made: started, one orc hit; its log row as the server stores it. */
function foughtFight(): LibraryFileFight {
  let state: Encounter = createEncounter([orc('o1'), orc('o2')], 'Bridge');
  const log: LibraryFileLogRow[] = [];
  for (const command of [{ type: 'start' }, { type: 'damage', target: 'o1', amount: 4, by: 'o2' }] as const) {
    const result = applyCommand(state, command, { at: 1_700_000_000_000, automate: true });
    if (!result.ok) throw new Error(result.error);
    state = result.encounter;
    log.push({ id: randomUUID(), seq: log.length + 1, kind: 'command', entry: result.entry, undone: false });
  }
  return { version: 2, state, log, awards: null };
}

describe('a fight read from a library file', () => {
  it('one the engine made passes, its combatants kept to the fields a combatant has', async () => {
    const fight = foughtFight();
    const withExtra = {
      ...fight,
      state: { ...fight.state, entities: fight.state.entities.map((one) => ({ ...one, secret: 1 })) },
    };
    const checked = await checkFileFight(withExtra);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.fight.state.entities.map((one) => 'secret' in one)).toEqual([false, false]);
  });

  it.each([
    [
      'a round that is not a number',
      (fight: LibraryFileFight) => ({ ...fight, state: { ...fight.state, round: 'three' } }),
      'the fight: round must be a whole number from 0 to 1,000,000',
    ],
    [
      'a field no fight has',
      (fight: LibraryFileFight) => ({ ...fight, state: { ...fight.state, owner: 'me' } }),
      'the fight: owner is not a field Skald keeps',
    ],
    [
      'a combatant the engine refuses',
      (fight: LibraryFileFight) => ({ ...fight, state: { ...fight.state, entities: [{ ...orc('o1'), curHp: 99 }] } }),
      "a combatant: Orc o1's current hit points must be between 0 and 15",
    ],
    [
      'the turn on no combatant',
      (fight: LibraryFileFight) => ({ ...fight, state: { ...fight.state, currentKey: 'nobody' } }),
      'the turn is on a combatant not in the fight',
    ],
    [
      'rows out of order',
      (fight: LibraryFileFight) => ({ ...fight, log: [...fight.log].reverse() }),
      "log row 2: its version is not after the row before it and within the fight's",
    ],
    [
      'a row past the fight’s version',
      (fight: LibraryFileFight) => ({ ...fight, version: 1 }),
      "log row 2: its version is not after the row before it and within the fight's",
    ],
    [
      'a repeated row',
      (fight: LibraryFileFight) => ({
        ...fight,
        log: fight.log.map((row) => ({ ...row, id: fight.log[0]?.id as string })),
      }),
      'log row 2: another row has its id',
    ],
    [
      'an undo with an entry',
      (fight: LibraryFileFight) => ({ ...fight, log: fight.log.map((row) => ({ ...row, kind: 'undo' as const })) }),
      'log row 1: an undo has no entry',
    ],
    [
      'a logged command the engine refuses',
      (fight: LibraryFileFight) => ({
        ...fight,
        log: fight.log.map((row) => ({ ...row, entry: { ...row.entry, command: { type: 'explode' } } as never })),
      }),
      'log row 1: Unknown command "explode"',
    ],
  ])('%s is refused with its sentence', async (_what, broken, problem) => {
    expect(await checkFileFight(broken(foughtFight()) as LibraryFileFight)).toEqual({ ok: false, problem });
  });
});
