import { MAX_CAMPAIGN_NOTES } from '@skald/contract/library/campaign-notes';
import {
  LIBRARY_FILE_FORMAT,
  LIBRARY_FILE_NOTES,
  LIBRARY_FILE_VERSION,
  LIBRARY_IO_MESSAGES,
} from '@skald/contract/library/library-io-limits';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { avatars, campaigns, players } from '../../src/modules/library/library-tables.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { libraryApp, newUser } from './library-test-app.ts';
import { goblinBoss } from './npc-test-records.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await libraryApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type User = Awaited<ReturnType<typeof newUser>>;
type Json = { [key: string]: unknown };
const KINDS = ['campaigns', 'players', 'npcs', 'spells', 'reminders', 'items', 'characters'] as const;

const emberBolt = {
  name: 'Ember Bolt',
  level: 2,
  school: 'evocation',
  components: ['V', 'M'],
  material: 'a pinch of soot',
  casting_time: '1 action',
  range: '120 feet',
  duration: 'Instantaneous',
  damage_at_slot_level: { '2': '3d8', '3': '4d8' },
};
const hex = { title: 'Hexed', trigger: 'timed', action: 'remove', notify: 'Move the hex.', color: 'grape', rounds: 10 };

async function created(user: User, kind: string, body: Json): Promise<Json> {
  const answer = await user.post(`/api/library/${kind}`, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

/** A game master's library with a link of every sort: companion ↔ player, a campaign's party and inventory. */
async function populate(gm: User) {
  const sword = await created(gm, 'items', { name: 'Sword of Answering', rarity: 'legendary', desc: 'It talks.' });
  await created(gm, 'spells', emberBolt);
  await created(gm, 'reminders', hex);
  const aria = await created(gm, 'players', {
    character_name: 'Aria Vance',
    avatar: 'https://pictures.example/aria.png',
    level: 5,
    ac: 15,
    skills: ['stealth'],
  });
  const wolf = await created(gm, 'npcs', { ...goblinBoss, name: 'Grey Wolf', player_id: aria.id });
  await created(gm, 'npcs', goblinBoss);
  const saved = await gm.request('PUT', `/api/library/players/${aria.id}`, {
    ...aria,
    id: undefined,
    created: undefined,
    updated: undefined,
    companions: [wolf.id],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const campaign = await created(gm, 'campaigns', {
    name: 'The Lost Mine',
    background: 'Phandelver.',
    players: { [aria.id as string]: {} },
    companions: { [wolf.id as string]: {} },
    inventory: {
      currency: 1234,
      items: [
        { name: 'Talking sword', identified: true, linked_item: { key: sword.id, custom: true } },
        { name: 'Rope', linked_item: { key: 'rope-hempen-50-feet', custom: false } },
      ],
    },
  });
  await created(gm, 'characters', {
    character_name: 'Brom',
    level: 3,
    companions: [wolf.id],
    campaign_id: campaign.id,
  });
  const notes = `campaigns/${campaign.id}/notes`;
  const first = await created(gm, notes, { text: 'Session 1: the goblin ambush.' });
  await created(gm, notes, { text: 'Session 2: Cragmaw hideout.' });
  // Rewritten a moment later, so its updated time is not its created time.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const rewritten = await gm.request('PUT', `/api/library/${notes}/${first.id}`, {
    text: 'Session 1: the goblin ambush, Sildar freed.',
  });
  expect(rewritten.statusCode, rewritten.body).toBe(200);
}

type File = Json & { [Kind in (typeof KINDS)[number] | typeof LIBRARY_FILE_NOTES]: Json[] };

async function exported(user: User): Promise<File> {
  const answer = await user.get('/api/library/export');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

function importFile(user: User, file: unknown, dryRun = false) {
  return user.post(`/api/library/import${dryRun ? '?dryRun=true' : ''}`, file);
}

/** A file with every id replaced by the name of the record it names, and the server's timestamps left out. */
function byNames(file: File) {
  const names = new Map<string, string>();
  for (const kind of KINDS) {
    for (const record of file[kind])
      names.set(record.id as string, `${kind}:${record.name ?? record.title ?? record.character_name}`);
  }
  const rename = (value: unknown): unknown => {
    if (typeof value === 'string') return names.get(value) ?? value;
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== 'id' && key !== 'timestamp')
          .map(([key, inner]) => [names.get(key) ?? key, rename(inner)]),
      );
    }
    return value;
  };
  return Object.fromEntries(KINDS.map((kind) => [kind, rename(file[kind])]));
}

const noneAdded = {
  campaigns: 0,
  players: 0,
  npcs: 0,
  spells: 0,
  reminders: 0,
  items: 0,
  characters: 0,
  [LIBRARY_FILE_NOTES]: 0,
};

/** A file's notes by their campaign's name, with their text and times. */
function notesByCampaign(file: File) {
  const names = new Map(file.campaigns.map((campaign) => [campaign.id, campaign.name]));
  return file[LIBRARY_FILE_NOTES].map(({ campaign_id, ...note }) => ({ campaign: names.get(campaign_id), ...note }));
}

describe(`library import and export on ${testDatabaseName}`, () => {
  it('exports every kind as one attachment, and a fresh account importing it has the same library', async () => {
    const gm = await newUser(app, database);
    await populate(gm);
    const answer = await gm.get('/api/library/export');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="skald-library-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = answer.json();
    expect(file).toMatchObject({ format: LIBRARY_FILE_FORMAT, version: LIBRARY_FILE_VERSION });
    expect(Object.fromEntries([...KINDS, LIBRARY_FILE_NOTES].map((kind) => [kind, file[kind].length]))).toEqual({
      campaigns: 1,
      players: 1,
      npcs: 2,
      spells: 1,
      reminders: 1,
      items: 1,
      characters: 1,
      [LIBRARY_FILE_NOTES]: 2,
    });
    const [firstNote] = file[LIBRARY_FILE_NOTES];
    expect(firstNote?.text).toBe('Session 1: the goblin ambush, Sildar freed.');
    expect(firstNote?.updated).not.toBe(firstNote?.created);

    const fresh = await newUser(app, database);
    const preview = await importFile(fresh, file, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const added = { ...noneAdded, campaigns: 1, players: 1, npcs: 2, spells: 1, reminders: 1, items: 1, characters: 1 };
    const addedWithNotes = { ...added, [LIBRARY_FILE_NOTES]: 2 };
    expect(preview.json()).toEqual({ dryRun: true, added: addedWithNotes, rejected: [], changed: [] });
    expect(await exported(fresh)).toMatchObject({ campaigns: [], players: [], npcs: [], items: [], campaignNotes: [] });

    const done = await importFile(fresh, file);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ dryRun: false, added: addedWithNotes, rejected: [], changed: [] });
    const copy = await exported(fresh);
    expect(byNames(copy)).toEqual(byNames(file));
    // The notes went to the campaign's copy, with their text and their created and updated times.
    expect(notesByCampaign(copy)).toEqual(notesByCampaign(file));
    expect(copy[LIBRARY_FILE_NOTES].map((note) => note.campaign_id)).toEqual([
      copy.campaigns[0]?.id,
      copy.campaigns[0]?.id,
    ]);
    const listed = await fresh.get(`/api/library/campaigns/${copy.campaigns[0]?.id}/notes`);
    expect(listed.json().notes).toMatchObject(
      file[LIBRARY_FILE_NOTES].map(({ text, created, updated }: Json) => ({ text, created, updated })),
    );

    // A file written before notes were exported has no list of them, and imports all the same.
    const { [LIBRARY_FILE_NOTES]: _notes, ...older } = file;
    const again = await importFile(await newUser(app, database), older, true);
    expect(again.json()).toEqual({ dryRun: true, added, rejected: [], changed: [] });
    // New ids, with the links inside pointing at them.
    const [player] = copy.players;
    const [campaign] = copy.campaigns;
    expect(player?.id).not.toBe(file.players[0].id);
    expect(player?.campaign_id).toBe(campaign?.id);
    expect(Object.keys(campaign?.players as Json)).toEqual([player?.id]);
    expect((await fresh.get(`/api/library/campaigns/${campaign?.id}/party`)).json().players).toMatchObject([
      { id: player?.id, campaign_id: campaign?.id },
    ]);
    expect((await fresh.get('/api/library/npcs?name=wolf')).json().results).toHaveLength(1);
  });

  it('reports each record its checks refuse, with the sentence, and adds the rest', async () => {
    const fresh = await newUser(app, database);
    const file = {
      format: LIBRARY_FILE_FORMAT,
      version: LIBRARY_FILE_VERSION,
      spells: [
        { ...emberBolt, id: crypto.randomUUID(), level: 12 },
        { ...emberBolt, id: crypto.randomUUID(), name: 'Frost Bolt' },
      ],
      items: [{ id: crypto.randomUUID(), name: '' }],
    };
    const answer = await importFile(fresh, file);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      dryRun: false,
      added: { ...noneAdded, spells: 1 },
      rejected: [
        { kind: 'spells', name: 'Ember Bolt', reason: 'level: Level must be 9 or less' },
        { kind: 'items', name: 'Record 1', reason: 'name: Name is required' },
      ],
      changed: [],
    });
    expect((await exported(fresh)).spells.map((spell) => spell.name)).toEqual(['frost bolt']);
  });

  it("drops the notes of a campaign the file lacks or rejected, a note its checks refuse, and those past a campaign's limit, each with the reason", async () => {
    const fresh = await newUser(app, database);
    const campaignId = crypto.randomUUID();
    const refusedId = crypto.randomUUID();
    const note = (text: string, campaign = campaignId) => ({
      campaign_id: campaign,
      text,
      created: '2025-01-02T03:04:05.678Z',
      updated: '2025-02-03T04:05:06.789Z',
    });
    const file = {
      format: LIBRARY_FILE_FORMAT,
      version: LIBRARY_FILE_VERSION,
      campaigns: [
        { id: campaignId, name: 'Kept' },
        { id: refusedId, name: '' },
      ],
      [LIBRARY_FILE_NOTES]: [
        ...Array.from({ length: MAX_CAMPAIGN_NOTES }, (_, n) => note(`Note ${n}`)),
        note('One too many'),
        note('Of a campaign not in the file', crypto.randomUUID()),
        note('Of the rejected campaign', refusedId),
        { ...note('Badly timed'), created: 'yesterday' },
        note('   '),
        'a string',
      ],
    };
    const answer = await importFile(fresh, file);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.json()).toEqual({
      dryRun: false,
      added: { ...noneAdded, campaigns: 1, [LIBRARY_FILE_NOTES]: MAX_CAMPAIGN_NOTES },
      rejected: [
        { kind: 'campaigns', name: 'Record 2', reason: 'name: Name is required' },
        { kind: LIBRARY_FILE_NOTES, name: 'One too many', reason: LIBRARY_IO_MESSAGES.notesFull(MAX_CAMPAIGN_NOTES) },
        {
          kind: LIBRARY_FILE_NOTES,
          name: 'Of a campaign not in the file',
          reason: LIBRARY_IO_MESSAGES.noteCampaignMissing,
        },
        { kind: LIBRARY_FILE_NOTES, name: 'Of the rejected campaign', reason: LIBRARY_IO_MESSAGES.noteCampaignMissing },
        {
          kind: LIBRARY_FILE_NOTES,
          name: 'Badly timed',
          reason: 'created: Give the time as an ISO date and time, such as 2026-11-26T07:00:00.000Z.',
        },
        { kind: LIBRARY_FILE_NOTES, name: `Note ${MAX_CAMPAIGN_NOTES + 5}`, reason: 'text: Note is required' },
        { kind: LIBRARY_FILE_NOTES, name: `Note ${MAX_CAMPAIGN_NOTES + 6}`, reason: LIBRARY_IO_MESSAGES.notAnObject },
      ],
      changed: [],
    });
    const copy = await exported(fresh);
    expect(copy[LIBRARY_FILE_NOTES]).toHaveLength(MAX_CAMPAIGN_NOTES);
    expect(copy[LIBRARY_FILE_NOTES].find((kept) => kept.text === 'Note 0')).toEqual({
      ...note('Note 0'),
      campaign_id: copy.campaigns[0]?.id,
    });
    // The campaign's copy is full: the notes route refuses one more.
    const more = await fresh.post(`/api/library/campaigns/${copy.campaigns[0]?.id}/notes`, { text: 'Later' });
    expect(more.statusCode).toBe(409);
  });

  it('refuses a file that is not a library file with a sentence, and one with unreadable records naming each', async () => {
    const fresh = await newUser(app, database);
    const notJson = await fresh.request('POST', '/api/library/import', '{"format": "skald-lib', {
      'content-type': 'application/json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe(LIBRARY_IO_MESSAGES.notJson);

    const wrongFormat = await importFile(fresh, { format: 'something-else', version: 1 });
    expect(wrongFormat.statusCode).toBe(400);
    expect(wrongFormat.json().message).toBe('format: This is not a Skald library file.');
    expect((await importFile(fresh, { hello: 'world' })).json().message).toBe(
      'format: This is not a Skald library file.',
    );

    const newer = await importFile(fresh, { format: LIBRARY_FILE_FORMAT, version: 2 });
    expect(newer.statusCode).toBe(400);
    expect(newer.json().message).toBe('version: This file is version 2, from a newer Skald; this one reads version 1.');

    const notAList = await importFile(fresh, { format: LIBRARY_FILE_FORMAT, version: 1, npcs: 'wolf' });
    expect(notAList.json().message).toBe('npcs: Send the npcs as a list.');

    const id = crypto.randomUUID();
    const unreadable = await importFile(fresh, {
      format: LIBRARY_FILE_FORMAT,
      version: 1,
      items: [{ name: 'no id' }, 'a string', { id, name: 'one' }, { id, name: 'two' }],
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({
      message: '3 records of the file cannot be read, so nothing was imported.',
      rejected: [
        { kind: 'items', name: 'no id', reason: LIBRARY_IO_MESSAGES.noId },
        { kind: 'items', name: 'Record 2', reason: LIBRARY_IO_MESSAGES.notAnObject },
        { kind: 'items', name: 'two', reason: LIBRARY_IO_MESSAGES.repeatedId },
      ],
    });
    const badQuery = await fresh.post('/api/library/import?dryRun=maybe', { format: LIBRARY_FILE_FORMAT, version: 1 });
    expect(badQuery.json().message).toBe('dryRun: dryRun is true or false.');
    expect((await exported(fresh)).items).toEqual([]);
  });

  it("rejects records beyond the tier's free slots with 'Not enough slots', on a dry run too", async () => {
    const gm = await newUser(app, database);
    await created(gm, 'characters', { character_name: 'Already here' });
    const file = {
      format: LIBRARY_FILE_FORMAT,
      version: LIBRARY_FILE_VERSION,
      characters: ['One', 'Two', 'Three', 'Four'].map((name) => ({ id: crypto.randomUUID(), character_name: name })),
    };
    const expected = {
      added: { ...noneAdded, characters: 2 },
      rejected: [
        { kind: 'characters', name: 'Three', reason: LIBRARY_MESSAGES.notEnoughSlots },
        { kind: 'characters', name: 'Four', reason: LIBRARY_MESSAGES.notEnoughSlots },
      ],
      changed: [],
    };
    expect((await importFile(gm, file, true)).json()).toEqual({ dryRun: true, ...expected });
    expect((await exported(gm)).characters).toHaveLength(1);
    expect((await importFile(gm, file)).json()).toEqual({ dryRun: false, ...expected });
    expect((await exported(gm)).characters.map((one) => one.character_name)).toEqual(['Already here', 'One', 'Two']);
  });

  it("drops links to records the file lacks and pictures uploaded by someone else, and never touches another user's rows", async () => {
    const owner = await newUser(app, database);
    await populate(owner);
    const ownerFile = await exported(owner);
    const other = await newUser(app, database);
    const [theirs] = await database.db
      .insert(avatars)
      .values({ userId: owner.userId, webp: Buffer.from('webp'), width: 1, height: 1 })
      .returning({ id: avatars.id });
    const [mine] = await database.db
      .insert(avatars)
      .values({ userId: other.userId, webp: Buffer.from('webp'), width: 1, height: 1 })
      .returning({ id: avatars.id });
    const [ownerCampaign] = ownerFile.campaigns;
    const [ownerPlayer] = ownerFile.players;
    const file = {
      format: LIBRARY_FILE_FORMAT,
      version: LIBRARY_FILE_VERSION,
      // The owner's player, pointing at the owner's campaign, which the file leaves out.
      players: [{ ...ownerPlayer, storage_avatar: `/api/avatars/${theirs?.id}.webp` }],
      npcs: [
        { ...goblinBoss, id: crypto.randomUUID(), name: 'Stray', player_id: crypto.randomUUID() },
        { ...goblinBoss, id: crypto.randomUUID(), name: 'Mine', storage_avatar: `/api/avatars/${mine?.id}.webp` },
      ],
    };
    const answer = await importFile(other, file);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      dryRun: false,
      added: { ...noneAdded, players: 1, npcs: 2 },
      rejected: [],
      changed: [
        { kind: 'players', name: 'Aria Vance', reason: LIBRARY_IO_MESSAGES.linkDropped('Its campaign') },
        { kind: 'players', name: 'Aria Vance', reason: LIBRARY_IO_MESSAGES.linkDropped('A companion') },
        { kind: 'players', name: 'Aria Vance', reason: LIBRARY_IO_MESSAGES.avatarDropped('The uploaded avatar') },
        { kind: 'npcs', name: 'Stray', reason: LIBRARY_IO_MESSAGES.linkDropped('Its player') },
      ],
    });
    const copy = await exported(other);
    expect(copy.players).toMatchObject([
      {
        character_name: 'Aria Vance',
        campaign_id: null,
        companions: [],
        storage_avatar: '',
        avatar: ownerPlayer?.avatar,
      },
    ]);
    expect(copy.players[0]?.id).not.toBe(ownerPlayer?.id);
    expect(copy.npcs.find((npc) => npc.name === 'mine')?.storage_avatar).toBe(`/api/avatars/${mine?.id}.webp`);

    // The owner's rows are as they were.
    const [row] = await database.db
      .select()
      .from(players)
      .where(eq(players.id, ownerPlayer?.id as string));
    expect(row?.userId).toBe(owner.userId);
    expect(row?.campaignId).toBe(ownerCampaign?.id);
    const [campaignRow] = await database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, ownerCampaign?.id as string));
    expect(Object.keys(campaignRow?.body.players as Json)).toEqual([ownerPlayer?.id]);
    expect(byNames(await exported(owner))).toEqual(byNames(ownerFile));
  });

  it('takes a file over the usual 1 MiB body limit, and refuses one over 20 MiB with a sentence', async () => {
    const fresh = await newUser(app, database);
    const long = 'x'.repeat(9_000);
    const big = {
      format: LIBRARY_FILE_FORMAT,
      version: LIBRARY_FILE_VERSION,
      spells: Array.from({ length: 150 }, (_, index) => ({
        ...emberBolt,
        id: crypto.randomUUID(),
        name: `s${index}`,
        desc: long,
      })),
    };
    const answer = await importFile(fresh, big, true);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(answer.json().added.spells).toBe(20);
    const huge = { ...big, spells: Array.from({ length: 2_500 }, () => ({ desc: long })) };
    const refused = await importFile(fresh, huge, true);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(LIBRARY_IO_MESSAGES.tooLarge);
  });

  it('answers 401 to anyone not signed in', async () => {
    const anonymous = new Browser(app);
    expect((await anonymous.get('/api/library/export')).statusCode).toBe(401);
    expect((await anonymous.post('/api/library/import', { format: LIBRARY_FILE_FORMAT, version: 1 })).statusCode).toBe(
      401,
    );
  });
});
