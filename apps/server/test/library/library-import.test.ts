import {
  LIBRARY_FILE_FORMAT,
  LIBRARY_FILE_NOTES,
  LIBRARY_FILE_VERSION,
  LIBRARY_IO_MESSAGES,
} from '@skald/contract/library/library-io-limits';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { avatars, campaigns, players } from '../../src/modules/library/library-tables.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import {
  byNames,
  exported,
  importFile,
  type Json,
  KINDS,
  noneAdded,
  notesByCampaign,
  populate,
  report,
} from './library-import-kit.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';
import { goblinBoss } from './npc-test-records.ts';

const library = useLibraryApp();

describe(`library import and export on ${testDatabaseName}`, () => {
  it('exports every kind as one attachment, and a fresh account importing it has the same library', async () => {
    const gm = await newUser(library.app, library.database);
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

    const fresh = await newUser(library.app, library.database);
    const preview = await importFile(fresh, file, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const added = { ...noneAdded, campaigns: 1, players: 1, npcs: 2, spells: 1, reminders: 1, items: 1, characters: 1 };
    const addedWithNotes = { ...added, [LIBRARY_FILE_NOTES]: 2 };
    expect(preview.json()).toEqual(report({ dryRun: true, added: addedWithNotes, rejected: [], changed: [] }));
    expect(await exported(fresh)).toMatchObject({ campaigns: [], players: [], npcs: [], items: [], campaignNotes: [] });

    const done = await importFile(fresh, file);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual(report({ dryRun: false, added: addedWithNotes, rejected: [], changed: [] }));
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
    const again = await importFile(await newUser(library.app, library.database), older, true);
    expect(again.json()).toEqual(report({ dryRun: true, added, rejected: [], changed: [] }));
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

  it("drops links to records the file lacks and pictures uploaded by someone else, and never touches another user's rows", async () => {
    const owner = await newUser(library.app, library.database);
    await populate(owner);
    const ownerFile = await exported(owner);
    const other = await newUser(library.app, library.database);
    const [theirs] = await library.database.db
      .insert(avatars)
      .values({ userId: owner.userId, webp: Buffer.from('webp'), width: 1, height: 1 })
      .returning({ id: avatars.id });
    const [mine] = await library.database.db
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
    expect(answer.json()).toEqual(
      report({
        dryRun: false,
        added: { ...noneAdded, players: 1, npcs: 2 },
        rejected: [],
        changed: [
          { kind: 'players', name: 'Aria Vance', reason: LIBRARY_IO_MESSAGES.linkDropped('Its campaign') },
          { kind: 'players', name: 'Aria Vance', reason: LIBRARY_IO_MESSAGES.linkDropped('A companion') },
          { kind: 'players', name: 'Aria Vance', reason: LIBRARY_IO_MESSAGES.avatarDropped('The uploaded avatar') },
          { kind: 'npcs', name: 'Stray', reason: LIBRARY_IO_MESSAGES.linkDropped('Its player') },
        ],
      }),
    );
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
    const [row] = await library.database.db
      .select()
      .from(players)
      .where(eq(players.id, ownerPlayer?.id as string));
    expect(row?.userId).toBe(owner.userId);
    expect(row?.campaignId).toBe(ownerCampaign?.id);
    const [campaignRow] = await library.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, ownerCampaign?.id as string));
    expect(Object.keys(campaignRow?.body.players as Json)).toEqual([ownerPlayer?.id]);
    expect(byNames(await exported(owner))).toEqual(byNames(ownerFile));
  });

  it('answers 401 to anyone not signed in', async () => {
    const anonymous = new Browser(library.app);
    expect((await anonymous.get('/api/library/export')).statusCode).toBe(401);
    expect((await anonymous.post('/api/library/import', { format: LIBRARY_FILE_FORMAT, version: 1 })).statusCode).toBe(
      401,
    );
  });
});
