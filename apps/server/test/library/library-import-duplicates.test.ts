import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  IMPORTED_ENCOUNTERS_CAMPAIGN,
  LIBRARY_FILE_FORMAT,
  LIBRARY_IO_MESSAGES,
} from '@skald/contract/library/library-io-limits';
import { describe, expect, it } from 'vitest';
import { encountersOf, hero, newCampaign, orc } from '../encounters/encounter-test-helpers.ts';
import { testDatabaseName } from '../test-database.ts';
import { created, exported, type Json, noneAdded, type User } from './library-import-kit.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';
import { goblinBoss } from './npc-test-records.ts';

const library = useLibraryApp();

const importWith = (user: User, file: unknown, query: string) => user.post(`/api/library/import?${query}`, file);

/** A GM with Aria, The Lost Mine (Aria in it), its Cragmaw ambush, and a soundboard link. */
async function gmWithAria() {
  const gm = await newUser(library.app, library.database);
  const aria = await created(gm, 'players', { character_name: 'Aria Vance', level: 5 });
  const campaign = await created(gm, 'campaigns', { name: 'The Lost Mine', players: { [aria.id as string]: {} } });
  const encounter = await gm.post(encountersOf(campaign.id as string), {
    name: 'Cragmaw ambush',
    entities: [orc('o1')],
  });
  expect(encounter.statusCode, encounter.body).toBe(201);
  const link = { key: randomUUID(), name: 'Rain', url: 'https://example.com/rain', kind: 'ambience' };
  await gm.request('PUT', '/api/library/soundboard', { links: [link] });
  return { gm, aria, campaign, encounterId: encounter.json().id as string };
}

/** A file of another Aria (level 9), a wolf following her, her campaign and its ambush with her in it. */
function fileWithDuplicates() {
  const [player, npc, campaign] = [randomUUID(), randomUUID(), randomUUID()];
  return {
    format: LIBRARY_FILE_FORMAT,
    version: 2,
    players: [{ id: player, character_name: 'ARIA VANCE', level: 9, companions: [npc] }],
    npcs: [{ ...goblinBoss, id: npc, name: 'Grey Wolf', player_id: player }],
    campaigns: [{ id: campaign, name: 'the lost mine', players: { [player]: { curHp: 7 } } }],
    encounters: [
      {
        id: randomUUID(),
        campaign_id: campaign,
        name: 'Cragmaw Ambush',
        entities: [hero('h1', { id: player, name: 'Aria Vance' }), orc('o1')],
      },
    ],
    soundboard: [{ key: randomUUID(), name: 'rain', url: 'https://example.com/heavy-rain', kind: 'ambience' }],
  };
}

const found = [
  { kind: 'campaigns', name: 'the lost mine' },
  { kind: 'players', name: 'ARIA VANCE' },
  { kind: 'encounters', name: 'Cragmaw Ambush' },
  { kind: 'soundboard', name: 'rain' },
];

// biome-ignore lint/suspicious/noExplicitAny: an answer read field by field
async function read(user: User, path: string): Promise<any> {
  const answer = await user.get(path);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe(`duplicates, versions and the encounters' campaign on ${testDatabaseName}`, () => {
  it('skip leaves the duplicates out, and the file’s links to them point at the library’s records', async () => {
    const { gm, aria, campaign, encounterId } = await gmWithAria();
    const answer = await importWith(gm, fileWithDuplicates(), 'duplicates=skip');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      duplicates: found,
      added: { ...noneAdded, npcs: 1 },
      overwritten: noneAdded,
      rejected: [],
    });
    const wolf = (await exported(gm)).npcs[0] as Json;
    expect(wolf.player_id).toBe(aria.id);
    expect(await read(gm, `/api/library/players/${aria.id}`)).toMatchObject({ level: 5, companions: [wolf.id] });
    expect((await read(gm, encountersOf(campaign.id as string))).results.map((one: Json) => one.id)).toEqual([
      encounterId,
    ]);
    expect((await read(gm, '/api/library/soundboard')).links).toMatchObject([{ url: 'https://example.com/rain' }]);
  });

  it('overwrite replaces the duplicates’ bodies, keeping their ids and links, and takes no slot', async () => {
    const { gm, aria, campaign, encounterId } = await gmWithAria();
    const answer = await importWith(gm, fileWithDuplicates(), 'duplicates=overwrite');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      duplicates: found,
      added: { ...noneAdded, npcs: 1 },
      overwritten: { ...noneAdded, campaigns: 1, players: 1, encounters: 1, soundboard: 1 },
      rejected: [],
    });
    const file = await exported(gm);
    expect(file.players.map((one) => [one.id, one.character_name, one.level])).toEqual([[aria.id, 'ARIA VANCE', 9]]);
    const wolf = file.npcs[0] as Json;
    expect(wolf.player_id).toBe(aria.id);
    expect(await read(gm, `/api/library/players/${aria.id}`)).toMatchObject({ companions: [wolf.id] });
    expect(file.campaigns).toMatchObject([{ id: campaign.id, players: { [aria.id as string]: { curHp: 7 } } }]);
    // The encounter kept its id and now holds the file's combatants, Aria linked to the library's Aria.
    const fight = await read(gm, `${encountersOf(campaign.id as string)}/${encounterId}`);
    expect(fight.encounter.entities.map((one: Json) => [one.key, one.id])).toEqual([
      ['h1', aria.id],
      ['o1', undefined],
    ]);
    expect(fight.version).toBeGreaterThan(0);
    expect((await read(gm, '/api/library/soundboard')).links).toMatchObject([
      { name: 'rain', url: 'https://example.com/heavy-rain' },
    ]);
  });

  it('an overwritten encounter’s event stream hears its new version', async () => {
    const { gm, campaign, encounterId } = await gmWithAria();
    await library.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(library.app.server.address() as AddressInfo).port}`;
    const abort = new AbortController();
    try {
      const url = `${origin}${encountersOf(campaign.id as string)}/${encounterId}/events?since=0`;
      const stream = await fetch(url, { headers: { cookie: gm.cookieHeader() }, signal: abort.signal });
      const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      const heard = async (wanted: string) => {
        while (!text.includes(wanted)) {
          const late = new Promise<never>((_, fail) =>
            setTimeout(() => fail(new Error(`no ${wanted} in ${text}`)), 5000),
          );
          const { value, done } = await Promise.race([reader.read(), late]);
          if (done) throw new Error(`the stream ended before ${wanted}: ${text}`);
          text += new TextDecoder().decode(value);
        }
      };
      await heard(': stream open');
      const answer = await importWith(gm, fileWithDuplicates(), 'duplicates=overwrite');
      expect(answer.statusCode, answer.body).toBe(200);
      await heard('data: {"version":1}');
    } finally {
      abort.abort();
    }
  });

  it('keep adds the duplicates as new records, and the file’s links point at them', async () => {
    const { gm, aria } = await gmWithAria();
    const answer = await importWith(gm, fileWithDuplicates(), 'duplicates=keep');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      // The ambush's campaign is the file's, kept as a new one: no ambush is there yet.
      duplicates: found.filter((one) => one.kind !== 'encounters'),
      added: { ...noneAdded, campaigns: 1, players: 1, npcs: 1, encounters: 1, soundboard: 1 },
      overwritten: noneAdded,
    });
    const file = await exported(gm);
    const copy = file.players.find((one) => one.id !== aria.id) as Json;
    expect(file.npcs[0]?.player_id).toBe(copy.id);
    const newCampaignId = file.campaigns.find((one) => one.name === 'the lost mine')?.id;
    expect(copy.campaign_id).toBe(newCampaignId);
    const [encounter] = file.encounters as Json[];
    expect(
      (file.encounters as Json[]).filter((one) => one.campaign_id === newCampaignId).map((one) => one.name),
    ).toEqual(['Cragmaw Ambush']);
    expect(encounter).toBeDefined();
    expect((await read(gm, '/api/library/soundboard')).links.map((one: Json) => one.name)).toEqual(['Rain', 'rain']);
  });

  it('a version 1 file, as Skald wrote it before encounters, imports', async () => {
    const gm = await newUser(library.app, library.database);
    const [campaign, player] = [randomUUID(), randomUUID()];
    const answer = await importWith(
      gm,
      {
        format: LIBRARY_FILE_FORMAT,
        version: 1,
        exportedAt: '2026-11-20T10:00:00.000Z',
        campaigns: [{ id: campaign, name: 'Old campaign', players: { [player]: {} }, inventory: { currency: 1234 } }],
        players: [{ id: player, character_name: 'Old hero', campaign_id: campaign }],
        npcs: [],
        spells: [],
        reminders: [],
        items: [],
        characters: [],
        campaignNotes: [
          {
            campaign_id: campaign,
            text: 'Long ago',
            created: '2025-01-01T00:00:00.000Z',
            updated: '2025-01-01T00:00:00.000Z',
          },
        ],
      },
      'dryRun=false',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      format: 'skald',
      label: 'a Skald library file (version 1)',
      added: { ...noneAdded, campaigns: 1, players: 1, campaignNotes: 1 },
    });
    const file = await exported(gm);
    expect(file.campaigns).toMatchObject([
      { name: 'Old campaign', inventory: { currency: { pp: 1, gp: 2, sp: 3, cp: 4 } } },
    ]);
    expect(file.players[0]?.campaign_id).toBe(file.campaigns[0]?.id);
  });

  it('encounters naming no campaign go into the chosen one, or into a new "Imported encounters"', async () => {
    const gm = await newUser(library.app, library.database);
    const mine = await newCampaign(gm, 'Storm King');
    const file = {
      format: LIBRARY_FILE_FORMAT,
      version: 2,
      encounters: [
        { id: randomUUID(), campaign_id: null, name: 'Hill giants', entities: [orc('g1')] },
        { id: randomUUID(), campaign_id: randomUUID(), name: 'Lost link', entities: [orc('g2')] },
      ],
    };
    const into = await importWith(gm, file, `campaign=${mine}`);
    expect(into.statusCode, into.body).toBe(200);
    expect(into.json()).toMatchObject({
      added: { ...noneAdded, encounters: 2 },
      changed: [
        { kind: 'encounters', name: 'Lost link', reason: LIBRARY_IO_MESSAGES.encounterCampaignMissing('Storm King') },
      ],
    });
    const listed = await read(gm, encountersOf(mine));
    expect(listed.results.map((one: Json) => one.name)).toEqual(['Hill giants', 'Lost link']);

    const other = await newUser(library.app, library.database);
    const refused = await importWith(other, file, `campaign=${mine}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(LIBRARY_IO_MESSAGES.campaignNotFound);
    expect((await exported(other)).campaigns).toEqual([]);

    const fallback = await importWith(other, file, 'dryRun=false');
    expect(fallback.json()).toMatchObject({ added: { ...noneAdded, campaigns: 1, encounters: 2 } });
    const [made] = (await exported(other)).campaigns;
    expect(made?.name).toBe(IMPORTED_ENCOUNTERS_CAMPAIGN);
    const again = await importWith(other, file, 'duplicates=skip');
    expect(again.json()).toMatchObject({
      added: noneAdded,
      duplicates: [{ name: 'Hill giants' }, { name: 'Lost link' }],
    });
  });

  it('adds no "Imported encounters" campaign when every encounter without a campaign is refused', async () => {
    const gm = await newUser(library.app, library.database);
    const file = {
      format: LIBRARY_FILE_FORMAT,
      version: 2,
      encounters: [{ id: randomUUID(), campaign_id: null, name: 'Broken fight', entities: 'not a list' }],
    };
    const answer = await importWith(gm, file, 'dryRun=false');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ added: noneAdded, rejected: [{ kind: 'encounters', name: 'Broken fight' }] });
    expect((await exported(gm)).campaigns).toEqual([]);
  });
});
