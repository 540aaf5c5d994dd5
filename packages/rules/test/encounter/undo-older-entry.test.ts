import { describe, expect, it } from 'vitest';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import type { LogEntry } from '../../src/encounter/log.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { undoEntry } from '../../src/encounter/undo.ts';
import { anEntity, anOrc } from '../support/entities.ts';
import { play } from '../support/play.ts';

function undone(encounter: Encounter, entry: LogEntry | undefined): Encounter {
  if (!entry) throw new Error('No such log entry');
  const result = undoEntry(encounter, entry);
  if (!result.ok) throw new Error(result.error);
  return result.encounter;
}

const fight = () =>
  createEncounter([
    anEntity({ key: 'barbarian', name: 'Barbarian', maxHp: 41, curHp: 30, tempHp: 5 }),
    anOrc({
      key: 'orc',
      name: 'Orc',
      maxHp: 15,
      curHp: 15,
      actions: [{ name: 'Javelin', desc: '', action_list: [], limit: 3, limit_type: 'day' }],
    }),
  ]);

describe('undoing an older entry when later ones changed the same combatant', () => {
  it('gives back its damage, temporary hit points first as they were taken, and the meters', () => {
    const { encounter, log } = play(
      fight(),
      { type: 'damage', target: 'barbarian', amount: 15, by: 'orc' },
      { type: 'damage', target: 'barbarian', amount: 3, by: 'orc' },
    );
    expect(findEntity(encounter, 'barbarian')).toMatchObject({ tempHp: 0, curHp: 17 });
    const back = undone(encounter, log[0]);
    expect(findEntity(back, 'barbarian')).toMatchObject({ tempHp: 5, curHp: 27, meters: { damageTaken: 3 } });
    expect(findEntity(back, 'orc')?.meters.damage).toBe(3);
  });

  it('returns the uses it spent and leaves the later ones spent', () => {
    const use = { type: 'use-ability', key: 'orc', section: 'actions', index: 0 } as const;
    const { encounter, log } = play(fight(), use, use);
    expect(findEntity(undone(encounter, log[0]), 'orc')?.limited_uses.actions).toEqual({ 0: 1 });
  });

  it('heals no further than the maximum: 10 given back to the Barbarian healed to 38 of 41', () => {
    const { encounter, log } = play(
      fight(),
      { type: 'damage', target: 'barbarian', amount: 15, by: null },
      { type: 'heal', target: 'barbarian', amount: 18, by: null },
    );
    expect(findEntity(undone(encounter, log[0]), 'barbarian')).toMatchObject({ curHp: 41, tempHp: 5 });
  });

  it('says plainly when it cannot: the creature was removed', () => {
    const { encounter, log } = play(
      fight(),
      { type: 'damage', target: 'orc', amount: 4, by: 'barbarian' },
      { type: 'remove-entity', key: 'orc' },
    );
    expect(log[0] && undoEntry(encounter, log[0])).toEqual({
      ok: false,
      error: 'Orc was removed from the encounter, so this entry can no longer be undone',
    });
  });
});

describe('undoing an older entry: fields that are not amounts go back only while still as it left them', () => {
  it('an Armor Class edited since stays as edited; one left alone goes back', () => {
    const edit = (ac: number) => ({ type: 'edit-entity', key: 'orc', edits: { ac } }) as const;
    const editedAgain = play(fight(), edit(15), edit(17));
    expect(findEntity(undone(editedAgain.encounter, editedAgain.log[0]), 'orc')?.ac).toBe(17);
    const thenHit = play(fight(), edit(15), { type: 'damage', target: 'orc', amount: 2, by: null });
    expect(findEntity(undone(thenHit.encounter, thenHit.log[0]), 'orc')).toMatchObject({ ac: 13, curHp: 13 });
  });

  it('a condition gets back the rounds the entry changed; one the entry added goes, one added since stays', () => {
    const condition = (name: 'blinded' | 'prone', rounds: number) =>
      ({ type: 'add-condition', key: 'barbarian', condition: name, rounds }) as const;
    const { encounter, log } = play(fight(), condition('blinded', 2), condition('blinded', 5), condition('prone', 3), {
      type: 'damage',
      target: 'barbarian',
      amount: 1,
      by: null,
    });
    const twoRounds = play(fight(), condition('blinded', 2)).encounter;
    const blinded = findEntity(twoRounds, 'barbarian')?.conditions.blinded;
    const prone = findEntity(encounter, 'barbarian')?.conditions.prone;
    expect(findEntity(undone(encounter, log[1]), 'barbarian')?.conditions).toStrictEqual({ blinded, prone });
    expect(findEntity(undone(encounter, log[2]), 'barbarian')?.conditions).toStrictEqual({
      blinded: findEntity(encounter, 'barbarian')?.conditions.blinded,
    });
  });

  it('a field the entry added goes without a trace: followers see the orc by its side again', () => {
    const { encounter, log } = play(
      fight(),
      { type: 'set-follower-visibility', key: 'orc', visibility: { name: false } },
      { type: 'damage', target: 'orc', amount: 2, by: null },
    );
    const hitOnly = play(fight(), { type: 'damage', target: 'orc', amount: 2, by: null }).encounter;
    expect(findEntity(undone(encounter, log[0]), 'orc')).toStrictEqual(findEntity(hitOnly, 'orc'));
  });

  it('a transformed form gets its damage back up to its maximum; a form hit since stays when its Transform is undone', () => {
    const transform = { type: 'transform', key: 'orc', form: { maxHp: 20, ac: 12 } } as const;
    const { encounter, log } = play(
      fight(),
      transform,
      { type: 'damage', target: 'orc', amount: 8, by: null },
      { type: 'heal', target: 'orc', amount: 8, by: null },
    );
    expect(findEntity(encounter, 'orc')?.transformed).toMatchObject({ curHp: 20 });
    expect(findEntity(undone(encounter, log[1]), 'orc')?.transformed).toMatchObject({ curHp: 20 });
    const hitSince = play(fight(), transform, { type: 'damage', target: 'orc', amount: 3, by: null });
    expect(findEntity(undone(hitSince.encounter, hitSince.log[0]), 'orc')?.transformed).toMatchObject({ curHp: 17 });
  });
});
