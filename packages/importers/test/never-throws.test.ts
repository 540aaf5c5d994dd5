import { LIBRARY_FILE_MAX_RECORDS } from '@skald/contract/library/library-io-limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertLibraryFile, UNRECOGNISED_FILE } from '../src/convert-library-file.ts';
import { UNREADABLE_RECORD } from '../src/guarded.ts';
import { converted } from './convert-sample.ts';

/** Any JSON, and JSON shaped like each format's file so the property reaches past format detection. */
const anyFile = fc.oneof(
  fc.jsonValue(),
  fc.record({
    meta: fc.record({ export_version: fc.jsonValue() }),
    npcs: fc.jsonValue(),
    spells: fc.jsonValue(),
    campaigns: fc.jsonValue(),
    encounters: fc.jsonValue(),
  }),
  fc.record({
    meta: fc.constant({ export_version: '2.0' }),
    encounters: fc.dictionary(fc.string(), fc.dictionary(fc.string(), fc.jsonValue())),
  }),
  fc.array(
    fc.record({
      challenge_rating: fc.jsonValue(),
      name: fc.jsonValue(),
      caster_spells: fc.jsonValue(),
      actions: fc.jsonValue(),
    }),
  ),
  fc.dictionary(
    fc.constantFrom('Creatures.a', 'SavedEncounters.b', 'PersistentCharacters.c', 'Spells.d'),
    fc.jsonValue(),
  ),
  fc.record({
    Combatants: fc.array(fc.record({ StatBlock: fc.jsonValue(), Alias: fc.jsonValue(), Tags: fc.jsonValue() })),
  }),
  fc.array(fc.record({ name: fc.string(), armor_class: fc.array(fc.jsonValue()), proficiencies: fc.jsonValue() })),
  fc.record({ results: fc.array(fc.record({ name: fc.string(), slug: fc.jsonValue(), speed: fc.jsonValue() })) }),
);

describe('any JSON value', () => {
  it('answers a file or a sentence, never throwing', async () => {
    await fc.assert(
      fc.asyncProperty(anyFile, async (json) => {
        const result = await convertLibraryFile(json);
        if (result.ok) expect(result.file).toBeTypeOf('object');
        else expect(result.message).toBeTypeOf('string');
      }),
      { numRuns: 300 },
    );
  });

  it('names the formats Skald reads when it knows none', async () => {
    for (const json of [null, 7, 'text', [], {}, { hello: 'world' }, [1, 2]]) {
      expect(await convertLibraryFile(json)).toEqual({ ok: false, message: UNRECOGNISED_FILE });
    }
  });

  it('a record of deeply nested junk is refused alone; the rest of the file converts', async () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const npc = (name: string, damageType: unknown) => ({
      name,
      challenge_rating: 1,
      walk_speed: 30,
      actions: [{ name: 'Hit', action_list: [{ type: 'melee_weapon', rolls: [{ damage_type: damageType }] }] }],
    });
    const { library, notes } = await converted([npc('Deep One', deep), npc('Plain One', 'fire')]);
    expect(library.npcs.map((one) => one.name)).toEqual(['plain one']);
    expect(notes).toContainEqual({ kind: 'npcs', name: 'Deep One', reason: UNREADABLE_RECORD, kept: false });
  });
});

describe('Skald library files', () => {
  it('pass through unchanged, of any version', async () => {
    for (const file of [
      { format: 'skald-library', version: 1, npcs: [] },
      { format: 'skald-library', version: 2 },
    ]) {
      const result = await convertLibraryFile(file);
      expect(result).toEqual({
        ok: true,
        format: 'skald',
        label: `a Skald library file (version ${file.version})`,
        file,
        notes: [],
      });
      if (result.ok) expect(result.file).toBe(file);
    }
  });
});

describe('the 10,000-record limit', () => {
  const npc = (index: number) => ({
    name: `Marsh Goblin ${index}`,
    challenge_rating: 0.25,
    walk_speed: 30,
    armor_class: 13,
    hit_points: 7,
  });

  it('10,000 Shieldmaiden NPCs all convert, with the caller given its turns', async () => {
    const npcs = Object.fromEntries(
      Array.from({ length: LIBRARY_FILE_MAX_RECORDS }, (_, index) => [`-Key${index}`, npc(index)]),
    );
    let turns = 0;
    const { library } = await converted(
      { meta: { export_version: '2.0' }, npcs },
      {
        turn: async () => {
          turns += 1;
        },
      },
    );
    expect(library.npcs).toHaveLength(LIBRARY_FILE_MAX_RECORDS);
    expect(new Set(library.npcs.map((one) => one.id)).size).toBe(LIBRARY_FILE_MAX_RECORDS);
    expect(turns).toBeGreaterThanOrEqual(LIBRARY_FILE_MAX_RECORDS / 100 - 1);
  });

  it('one more, and nothing is converted: the file is refused with the count', async () => {
    const list = Array.from({ length: LIBRARY_FILE_MAX_RECORDS + 1 }, (_, index) => npc(index));
    expect(await convertLibraryFile(list)).toEqual({
      ok: false,
      message:
        'The file holds 10,001 NPCs; Skald imports at most 10,000 of a kind from one file, so nothing was imported.',
    });
    const monsters = list.map((one) => ({ name: one.name, armor_class: [{ type: 'natural', value: 12 }] }));
    expect(await convertLibraryFile(monsters)).toMatchObject({
      ok: false,
      message: expect.stringContaining('10,001 monsters'),
    });
  });
});
