import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { describe, expect, it } from 'vitest';
import { testDatabaseName } from '../test-database.ts';
import { importFile, type Json } from './library-import-kit.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';

// A record the converter took with a change, then left out for want of a slot or skipped as a duplicate, is
// not also said to be "imported with a change".

const library = useLibraryApp();

/** A Shieldmaiden NPC; a companion's `player_id` names a player its export never holds, which the converter drops. */
function npc(name: string, companion: boolean): Json {
  return {
    name,
    size: 'medium',
    type: 'beast',
    challenge_rating: 1,
    armor_class: 12,
    hit_points: 11,
    strength: 12,
    dexterity: 14,
    constitution: 12,
    intelligence: 3,
    wisdom: 12,
    charisma: 6,
    ...(companion ? { player_id: '-Player1' } : {}),
  };
}

describe(`Converter notes and slots on ${testDatabaseName}`, () => {
  it('lists a changed record left out for want of a slot only among the rejected', async () => {
    const gm = await newUser(library.app, library.database);
    // The free tier keeps 20 NPCs: the first and the twenty-first are companions.
    const names = Array.from({ length: 21 }, (_, index) => `Hound ${index + 1}`);
    const file = {
      meta: { export_version: '2.0' },
      npcs: Object.fromEntries(names.map((name, index) => [`-Npc${index}`, npc(name, index === 0 || index === 20)])),
    };
    const answer = await importFile(gm, file, true);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json();
    expect(report.added.npcs).toBe(20);
    expect(report.rejected).toEqual([{ kind: 'npcs', name: 'hound 21', reason: LIBRARY_MESSAGES.notEnoughSlots }]);
    expect(report.changed.map((note: Json) => note.name)).toEqual(['Hound 1']);
  });

  it('lists no change for a changed record skipped as a duplicate', async () => {
    const gm = await newUser(library.app, library.database);
    const file = { meta: { export_version: '2.0' }, npcs: { '-Npc1': npc('Hound', true) } };
    expect((await importFile(gm, file)).json().changed).toHaveLength(1);
    const again = await gm.post('/api/library/import?dryRun=true&duplicates=skip', file);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ duplicates: [{ kind: 'npcs', name: 'hound' }], changed: [] });
    expect(again.json().added.npcs).toBe(0);
  });
});
