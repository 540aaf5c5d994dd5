import { LIBRARY_FILE_NOTES } from '@skald/contract/library/library-io-limits';
import { describe, expect, it } from 'vitest';
import { encountersOf, hero, orc, queued, queuedUndo, sync } from '../encounters/encounter-test-helpers.ts';
import { testDatabaseName } from '../test-database.ts';
import {
  created,
  emberBolt,
  exported,
  importFile,
  type Json,
  KINDS,
  populate,
  type User,
} from './library-import-kit.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';
import { goblinBoss } from './npc-test-records.ts';

const library = useLibraryApp();

const links = [
  {
    key: crypto.randomUUID(),
    name: 'Tavern murmur',
    url: 'https://www.youtube.com/watch?v=abcdef123',
    kind: 'ambience',
  },
  { key: crypto.randomUUID(), name: 'Battle drums', url: 'https://open.spotify.com/track/xyz', kind: 'music' },
];

/** The GM's library of `populate()`, plus a spellcasting NPC, the party's state, a fight at round 3 and links. */
async function gmWithAFight(gm: User) {
  await populate(gm);
  const spell = await created(gm, 'spells', { ...emberBolt, name: 'Frost Lance', level: 1 });
  const mage = await created(gm, 'npcs', {
    ...goblinBoss,
    name: 'Hedge Mage',
    spellcasting: [
      {
        trait: 'Spellcasting',
        innate: false,
        ability: 'intelligence',
        components_required: ['V', 'S'],
        slots: { '1': 3 },
        spells: [{ url: spell.id, name: 'frost lance', level: 1 }],
      },
    ],
  });
  const [campaign] = (await gm.get('/api/library/campaigns')).json().results as Json[];
  const [aria] = (await gm.get('/api/library/players')).json().results as Json[];
  const full = (await gm.get(`/api/library/campaigns/${campaign?.id}`)).json();
  const { id: _id, created: _c, updated: _u, player_count: _n, ...body } = full;
  const withState = await gm.request('PUT', `/api/library/campaigns/${campaign?.id}`, {
    ...body,
    players: { [aria?.id as string]: { curHp: 20, tempHp: 3, saves: { '1': 'failure', '2': 'success' } } },
  });
  expect(withState.statusCode, withState.body).toBe(200);

  const encounter = await gm.post(encountersOf(campaign?.id as string), {
    name: 'Cragmaw ambush',
    entities: [
      hero('h1', { id: aria?.id as string, name: 'Aria Vance', maxHp: 30, curHp: 20 }),
      orc('o1', { id: mage.id as string, npc: 'custom', name: 'Hedge Mage' }),
      orc('o2'),
    ],
    loot: { currency: { gp: 35, sp: 12 }, items: [{ name: 'Rope' }] },
    weather: { rain: 2 },
  });
  expect(encounter.statusCode, encounter.body).toBe(201);
  const url = `${encountersOf(campaign?.id as string)}/${encounter.json().id}`;
  const hit = queued({ type: 'damage', target: 'o2', amount: 4, by: 'h1' });
  const turns = Array.from({ length: 6 }, () => queued({ type: 'next-turn' }));
  await sync(gm, url, 0, [
    queued({ type: 'set-initiative', key: 'h1', initiative: 18 }),
    queued({ type: 'set-initiative', key: 'o1', initiative: 12 }),
    queued({ type: 'start' }),
    queued({ type: 'damage', target: 'o1', amount: 6, by: 'h1' }),
    queued({ type: 'add-condition', key: 'o1', condition: 'poisoned', rounds: 3 }),
    ...turns,
    queued({ type: 'damage', target: 'h1', amount: 5, by: 'o1' }),
    hit,
  ]);
  const read = (await gm.get(url)).json();
  await sync(gm, url, read.version, [queuedUndo(hit.id)]);
  const soundboard = await gm.request('PUT', '/api/library/soundboard', { links });
  expect(soundboard.statusCode, soundboard.body).toBe(200);
  return url;
}

/** Every id in `value` as the name of what it names (ids are new in a copy), server times left out. */
function idsAsNames(value: unknown, names: Map<string, string>): unknown {
  if (typeof value === 'string') return names.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => idsAsNames(item, names));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'created' && key !== 'updated')
        .map(([key, inner]) => [names.get(key) ?? key, idsAsNames(inner, names)]),
    );
  }
  return value;
}

/** What the user's library answers, list by list, with their encounter and soundboard, ids as names. */
async function everything(user: User) {
  const file = await exported(user);
  const names = new Map<string, string>();
  for (const kind of [...KINDS, 'encounters'] as const) {
    for (const record of file[kind] as Json[]) {
      names.set(record.id as string, `${kind}:${record.name ?? record.title ?? record.character_name}`);
    }
  }
  for (const spell of file.spells) names.set(spell.id as string, `spells:${spell.name}`);
  const lists: Json = {};
  for (const kind of KINDS) lists[kind] = (await user.get(`/api/library/${kind}`)).json();
  const [campaign] = file.campaigns;
  const encounter = (file.encounters as Json[])[0] as Json;
  const url = `${encountersOf(campaign?.id as string)}/${encounter.id}`;
  return {
    url,
    answers: idsAsNames(
      {
        lists,
        campaign: (await user.get(`/api/library/campaigns/${campaign?.id}`)).json(),
        notes: (await user.get(`/api/library/campaigns/${campaign?.id}/notes`))
          .json()
          .notes.map(({ id: _, ...note }: Json) => note),
        encounters: (await user.get(encountersOf(campaign?.id as string))).json(),
        encounter: (await user.get(url)).json(),
        npcs: await Promise.all(file.npcs.map(async (npc) => (await user.get(`/api/library/npcs/${npc.id}`)).json())),
        soundboard: (await user.get('/api/library/soundboard')).json(),
      },
      names,
    ),
  };
}

describe(`a library's round trip on ${testDatabaseName}`, () => {
  it('a fresh account importing the export answers every list, the campaign and the fight the same, and undo goes on', async () => {
    const { app, database } = library;
    const gm = await newUser(app, database);
    await gmWithAFight(gm);
    const original = await everything(gm);
    const fight = (original.answers as { encounter: Json }).encounter;
    expect(fight).toMatchObject({ encounter: { round: 3 }, loot: { currency: { gp: 35, sp: 12 } } });
    expect((fight.log as Json[]).map((row) => (row.entry as Json).type)).not.toContain('undo');

    const fresh = await newUser(app, database);
    const answer = await importFile(fresh, await exported(gm));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ added: { encounters: 1, soundboard: 2, [LIBRARY_FILE_NOTES]: 2, npcs: 3 } });
    expect(answer.json().changed).toEqual([]);
    const copy = await everything(fresh);
    expect(copy.answers).toEqual(original.answers);

    // The last command of the fight is undone the same in both accounts.
    const undoLast = async (user: User, url: string) => {
      const read = (await user.get(url)).json();
      const last = read.log.at(-1);
      const done = await sync(user, url, read.version, [queuedUndo(last.id)]);
      expect(done.outcomes[0], JSON.stringify(done.outcomes)).toMatchObject({ outcome: 'applied' });
      return (await user.get(url)).json();
    };
    const [before, after] = [await undoLast(gm, original.url), await undoLast(fresh, copy.url)];
    const unlinked = (encounter: Json) => ({
      ...encounter,
      entities: (encounter.entities as Json[]).map(({ id: _link, ...entity }) => entity),
    });
    expect(unlinked(after.encounter)).toEqual(unlinked(before.encounter));
    expect(after.encounter.entities[0]).toMatchObject({ key: 'h1', curHp: 20 });
  }, 120_000);

  it('an export without fight logs is smaller, and its fight comes back as it stands, with no log, and goes on', async () => {
    const { app, database } = library;
    const gm = await newUser(app, database);
    await gmWithAFight(gm);
    const original = await everything(gm);
    const whole = await gm.get('/api/library/export');
    const lean = await gm.get('/api/library/export?fightLogs=false');
    expect(lean.statusCode, lean.body).toBe(200);
    expect(lean.body.length).toBeLessThan(whole.body.length);
    const [fight] = lean.json().encounters;
    expect(fight.fight.log).toEqual([]);

    const fresh = await newUser(app, database);
    const answer = await importFile(fresh, lean.json());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ added: { encounters: 1 }, changed: [] });
    const copy = await everything(fresh);
    const { encounter: was, ...restWas } = original.answers as { encounter: Json };
    const { encounter: now, ...restNow } = copy.answers as { encounter: Json };
    expect(restNow).toEqual(restWas);
    expect(now).toEqual({ ...was, log: [] });

    // The fight goes on from where it stood: the next command makes the version after the exported one.
    const read = (await fresh.get(copy.url)).json();
    const next = await sync(fresh, copy.url, read.version, [
      queued({ type: 'damage', target: 'o1', amount: 1, by: 'h1' }),
    ]);
    expect(next.outcomes[0], JSON.stringify(next.outcomes)).toMatchObject({ outcome: 'applied' });
    expect((await fresh.get(copy.url)).json().version).toBe(read.version + 1);
  }, 120_000);
});
