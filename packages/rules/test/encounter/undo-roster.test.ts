import { describe, expect, it } from 'vitest';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import { undoEntry } from '../../src/encounter/undo.ts';
import { anEntity, anOrc } from '../support/entities.ts';
import { play } from '../support/play.ts';

const orc = anOrc({ initiative: 10 });
const goblin = anOrc({ key: 'goblin', name: 'Goblin', initiative: 12 });
const fight = () => createEncounter([anEntity({ key: 'wizard', name: 'Wizard', initiative: 15 }), orc]);
const keys = (encounter: Encounter) => encounter.entities.map((entity) => entity.key);

describe('undoing an entry that changed who is in the fight or whose turn it is', () => {
  it('a removed combatant comes back in its place, and one that joined since stays after it', () => {
    const { encounter, log } = play(
      fight(),
      { type: 'remove-entity', key: 'orc' },
      { type: 'add-entity', entity: goblin },
    );
    const back = log[0] && undoEntry(encounter, log[0]);
    expect(back?.ok && keys(back.encounter)).toEqual(['wizard', 'orc', 'goblin']);
    expect(back?.ok && back.encounter.entities[1]).toEqual(orc);
  });

  it('a combatant added by the entry goes, whatever happened to it since', () => {
    const { encounter, log } = play(
      fight(),
      { type: 'add-entity', entity: goblin },
      { type: 'damage', target: 'goblin', amount: 4, by: 'wizard' },
    );
    const back = log[0] && undoEntry(encounter, log[0]);
    expect(back?.ok && keys(back.encounter)).toEqual(['wizard', 'orc']);
  });

  it('a combatant the GM removed since stays removed when an older entry that changed the roster is undone', () => {
    const { encounter, log } = play(
      fight(),
      { type: 'add-entity', entity: goblin },
      { type: 'remove-entity', key: 'orc' },
    );
    const back = log[0] && undoEntry(encounter, log[0]);
    expect(back?.ok && keys(back.encounter)).toEqual(['wizard']);
  });

  it('is refused in words when a combatant it removed has joined again since', () => {
    const { encounter, log } = play(
      fight(),
      { type: 'remove-entity', key: 'orc' },
      { type: 'add-entity', entity: orc },
    );
    expect(log[0] && undoEntry(encounter, log[0])).toEqual({
      ok: false,
      error: 'Orc joined the encounter again since, so this entry can no longer be undone',
    });
  });

  it('is refused in words when it moved the turn and the turn has moved on since', () => {
    const next = { type: 'next-turn' } as const;
    const { encounter, log } = play(fight(), { type: 'start' }, next, next);
    expect(log[1] && undoEntry(encounter, log[1])).toEqual({
      ok: false,
      error: 'The turn moved on after this entry; undo the later turns first',
    });
    expect(log[2] && undoEntry(encounter, log[2])).toMatchObject({ ok: true, encounter: { currentKey: 'orc' } });
  });

  it('an older entry that did not move the turn leaves the turn where it is now', () => {
    const { encounter, log } = play(
      fight(),
      { type: 'start' },
      { type: 'damage', target: 'orc', amount: 4, by: 'wizard' },
      { type: 'next-turn' },
    );
    const back = log[1] && undoEntry(encounter, log[1]);
    expect(back).toMatchObject({ ok: true, encounter: { currentKey: 'orc', round: 1, turn: 2 } });
    expect(back?.ok && back.encounter.entities[1]?.curHp).toBe(15);
  });
});
