import { randomUUID } from 'node:crypto';
import {
  LIBRARY_FILE_FORMAT,
  LIBRARY_IMPORT_MAX_BYTES,
  LIBRARY_IO_MESSAGES,
} from '@skald/contract/library/library-io-limits';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hero, orc, queued } from '../encounters/encounter-test-helpers.ts';
import { testDatabaseName } from '../test-database.ts';
import { exported, importFile, type Json, noneAdded, type User } from './library-import-kit.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';
import { goblinBoss } from './npc-test-records.ts';

const library = useLibraryApp();

const TABLES = [
  'campaigns',
  'players',
  'npcs',
  'spells',
  'reminders',
  'items',
  'characters',
  'campaign_notes',
  'encounters',
  'soundboards',
];

/** How many rows the user has in every table an import writes, and the log rows of their encounters. */
async function rowCounts(user: User): Promise<Json> {
  const columns = TABLES.map((table) =>
    sql.raw(`(SELECT count(*) FROM ${table} WHERE user_id = '${user.userId}')::int AS ${table}`),
  );
  const log = sql.raw(
    `(SELECT count(*) FROM encounter_commands c JOIN encounters e ON e.id = c.encounter_id WHERE e.user_id = '${user.userId}')::int AS log`,
  );
  const result = (await library.database.db.execute(
    sql`SELECT ${sql.join([...columns, log], sql`, `)}`,
  )) as unknown as {
    rows: Json[];
  };
  return result.rows[0] as Json;
}

const npcs = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ ...goblinBoss, id: randomUUID(), name: `Goblin ${index}` }));

/** A fight as the export writes it, with a log of one damage command, over `entities`. */
function fightFile(name: string, fight: Json) {
  const campaign = randomUUID();
  return {
    format: LIBRARY_FILE_FORMAT,
    version: 2,
    campaigns: [{ id: campaign, name: 'Broken things' }],
    encounters: [{ id: randomUUID(), campaign_id: campaign, name, entities: [orc('o1')], fight }],
  };
}

describe(`broken library files on ${testDatabaseName}`, () => {
  it('10,000 NPCs: a tier takes what fits, each left-out one says so; an unlimited one takes all', async () => {
    const free = await newUser(library.app, library.database);
    const file = { format: LIBRARY_FILE_FORMAT, version: 2, npcs: npcs(10_000) };
    const answer = await importFile(free, file);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const report = answer.json();
    expect(report.added).toEqual({ ...noneAdded, npcs: 20 });
    expect(report.rejected).toHaveLength(9_980);
    expect(report.rejected[0]).toEqual({ kind: 'npcs', name: 'Goblin 20', reason: LIBRARY_MESSAGES.notEnoughSlots });
    expect(await rowCounts(free)).toMatchObject({ npcs: 20 });

    const unlimited = await newUser(library.app, library.database, { tierId: 'unlimited' });
    const all = await importFile(unlimited, file);
    expect(all.json()).toMatchObject({ added: { ...noneAdded, npcs: 10_000 }, rejected: [] });
    expect(await rowCounts(unlimited)).toMatchObject({ npcs: 10_000 });
  }, 180_000);

  it('a 20 MB file: one byte past 20 MiB is refused with a sentence, one just under is answered', async () => {
    const gm = await newUser(library.app, library.database);
    const before = await rowCounts(gm);
    const body = (bytes: number) => {
      const head = `{"format":"${LIBRARY_FILE_FORMAT}","version":2,"spells":[{"id":"${randomUUID()}","name":"`;
      const tail = '"}]}';
      return head + 'x'.repeat(bytes - head.length - tail.length) + tail;
    };
    const send = (text: string) =>
      gm.request('POST', '/api/library/import', text, { 'content-type': 'application/json' });
    const over = await send(body(LIBRARY_IMPORT_MAX_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(LIBRARY_IO_MESSAGES.tooLarge);
    const under = await send(body(LIBRARY_IMPORT_MAX_BYTES - 1));
    expect(under.statusCode, under.body.slice(0, 300)).toBe(200);
    expect(under.json().rejected).toMatchObject([{ kind: 'spells', reason: 'name: Name must be 100 or less' }]);
    expect(await rowCounts(gm)).toEqual(before);
    expect((await gm.get('/api/health')).statusCode).toBe(200);
  }, 60_000);

  it('wrong types and links to nothing: each record says why, a broken fight comes in not begun', async () => {
    const gm = await newUser(library.app, library.database);
    const listNot = await importFile(gm, { format: LIBRARY_FILE_FORMAT, version: 2, encounters: 'many' });
    expect(listNot.statusCode).toBe(400);
    expect(listNot.json().message).toBe('encounters: Send the encounters as a list.');

    const campaign = randomUUID();
    const file = {
      format: LIBRARY_FILE_FORMAT,
      version: 2,
      campaigns: [{ id: campaign, name: 'Broken things' }],
      encounters: [
        { id: randomUUID(), campaign_id: campaign, name: 42 },
        { id: randomUUID(), campaign_id: campaign, name: 'Bad orc', entities: [{ ...orc('o1'), maxHp: 'lots' }] },
        {
          id: randomUUID(),
          campaign_id: campaign,
          name: 'Ghosts',
          entities: [hero('h1', { id: randomUUID() }), orc('o1', { id: randomUUID(), npc: 'custom' })],
          loot: { items: [{ name: 'Phantom blade', linked_item: { key: randomUUID(), custom: true } }] },
        },
        {
          id: randomUUID(),
          campaign_id: campaign,
          name: 'Garbled fight',
          entities: [orc('o1', { curHp: 3 })],
          fight: { version: 3, state: { name: 'Garbled fight', round: 'three' }, log: [] },
        },
      ],
      soundboard: [{ key: randomUUID(), name: 'Not a link', url: 'ftp://example.com/song' }, 'a string'],
    };
    const answer = await importFile(gm, file);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json();
    expect(report.added).toEqual({ ...noneAdded, campaigns: 1, encounters: 2 });
    expect(report.rejected).toEqual([
      { kind: 'encounters', name: 'Encounter 1', reason: expect.stringMatching(/^name: /) },
      { kind: 'encounters', name: 'Bad orc', reason: expect.stringMatching(/^entities\.0: /) },
      { kind: 'soundboard', name: 'Not a link', reason: 'url: The link must be a web address starting with https://' },
      { kind: 'soundboard', name: 'Link 2', reason: expect.any(String) },
    ]);
    expect(report.changed).toEqual([
      { kind: 'encounters', name: 'Ghosts', reason: LIBRARY_IO_MESSAGES.linkDropped('A linked item') },
      { kind: 'encounters', name: 'Ghosts', reason: LIBRARY_IO_MESSAGES.combatantUnlinked('Orc o1') },
      { kind: 'encounters', name: 'Ghosts', reason: LIBRARY_IO_MESSAGES.combatantUnlinked('Hero h1') },
      {
        kind: 'encounters',
        name: 'Garbled fight',
        reason: LIBRARY_IO_MESSAGES.fightDropped('the fight: round must be a whole number from 0 to 1,000,000'),
      },
    ]);
    const encounters = (await exported(gm)).encounters as Json[];
    // Both combatants kept, unlinked.
    expect((encounters[0]?.entities as Json[] | undefined)?.map((one) => 'id' in one)).toEqual([false, false]);
    expect(encounters).toMatchObject([
      {
        name: 'Ghosts',
        entities: [{ key: 'h1' }, { key: 'o1' }],
        loot: { items: [{ name: 'Phantom blade', linked_item: null }] },
      },
      // Not begun, its orc back at full health.
      { name: 'Garbled fight', entities: [{ curHp: 15 }], fight: { version: 0, state: { round: 0 }, log: [] } },
    ]);
  });

  it('a log whose command the engine refuses brings the fight in not begun, its log left out', async () => {
    const gm = await newUser(library.app, library.database);
    const state = { name: 'x', round: 1, turn: 1, currentKey: 'o1', finished: false, entities: [orc('o1')] };
    const command = queued({ type: 'damage', target: 'o1', amount: 'lots', by: null });
    const frame = { round: 1, turn: 1, currentKey: 'o1', finished: false, entities: {}, order: null };
    const entry = {
      at: 1,
      round: 1,
      turn: 1,
      type: 'damage',
      command: command.action.kind === 'command' ? command.action.command : null,
      by: null,
      by_name: null,
      target: 'o1',
      target_name: 'Orc o1',
      amount: 1,
      over: 0,
      crit: false,
      undo: { before: frame, after: frame },
    };
    const row = { id: randomUUID(), seq: 1, kind: 'command', entry, undone: false };
    const answer = await importFile(gm, fightFile('Refused', { version: 1, state, log: [row] }));
    expect(answer.json().changed).toEqual([
      {
        kind: 'encounters',
        name: 'Refused',
        reason: LIBRARY_IO_MESSAGES.fightDropped(
          'log row 1: Command "damage": amount must be a number from 0 to 1,000,000',
        ),
      },
    ]);
    expect(await rowCounts(gm)).toMatchObject({ encounters: 1, log: 0 });
  });

  it('a write that fails in the transaction leaves nothing of the import behind', async () => {
    const gm = await newUser(library.app, library.database, { tierId: 'unlimited' });
    await importFile(gm, { format: LIBRARY_FILE_FORMAT, version: 2, npcs: npcs(3) });
    const before = await rowCounts(gm);
    const poisoned = randomUUID();
    const { db } = library.database;
    // The database itself refuses one log row, after the file's records were written in the same transaction.
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_import_row() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.id = '${poisoned}' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`),
    );
    await db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_import_row BEFORE INSERT ON encounter_commands FOR EACH ROW EXECUTE FUNCTION refuse_import_row()',
      ),
    );
    try {
      const file = await exported(gm);
      const fight = await (async () => {
        const state = { name: 'x', round: 0, turn: 0, currentKey: null, finished: false, entities: [orc('o1')] };
        return { version: 1, state, log: [{ id: poisoned, seq: 1, kind: 'undo', entry: null, undone: false }] };
      })();
      const answer = await importFile(gm, { ...fightFile('Poisoned', fight), npcs: file.npcs, soundboard: [] });
      expect(answer.statusCode).toBe(500);
      expect(await rowCounts(gm)).toEqual(before);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER refuse_import_row ON encounter_commands'));
      await db.execute(sql.raw('DROP FUNCTION refuse_import_row()'));
    }
  });
});
