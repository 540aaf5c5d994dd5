import { MAX_CAMPAIGN_NOTES } from '@skald/contract/library/campaign-notes';
import {
  LIBRARY_FILE_FORMAT,
  LIBRARY_FILE_NOTES,
  LIBRARY_FILE_VERSION,
  LIBRARY_IO_MESSAGES,
} from '@skald/contract/library/library-io-limits';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { UNRECOGNISED_FILE } from '@skald/importers/convert-library-file';
import { describe, expect, it } from 'vitest';
import { testDatabaseName } from '../test-database.ts';
import { created, emberBolt, exported, importFile, noneAdded, report } from './library-import-kit.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';

const library = useLibraryApp();

describe(`library import and export on ${testDatabaseName}`, () => {
  it('reports each record its checks refuse, with the sentence, and adds the rest', async () => {
    const fresh = await newUser(library.app, library.database);
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
    expect(answer.json()).toEqual(
      report({
        dryRun: false,
        added: { ...noneAdded, spells: 1 },
        rejected: [
          { kind: 'spells', name: 'Ember Bolt', reason: 'level: Level must be 9 or less' },
          { kind: 'items', name: 'Record 1', reason: 'name: Name is required' },
        ],
        changed: [],
      }),
    );
    expect((await exported(fresh)).spells.map((spell) => spell.name)).toEqual(['frost bolt']);
  });

  it("drops the notes of a campaign the file lacks or rejected, a note its checks refuse, and those past a campaign's limit, each with the reason", async () => {
    const fresh = await newUser(library.app, library.database);
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
    expect(answer.json()).toEqual(
      report({
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
          {
            kind: LIBRARY_FILE_NOTES,
            name: 'Of the rejected campaign',
            reason: LIBRARY_IO_MESSAGES.noteCampaignMissing,
          },
          {
            kind: LIBRARY_FILE_NOTES,
            name: 'Badly timed',
            reason: 'created: Give the time as an ISO date and time, such as 2026-11-26T07:00:00.000Z.',
          },
          { kind: LIBRARY_FILE_NOTES, name: `Note ${MAX_CAMPAIGN_NOTES + 5}`, reason: 'text: Note is required' },
          { kind: LIBRARY_FILE_NOTES, name: `Note ${MAX_CAMPAIGN_NOTES + 6}`, reason: LIBRARY_IO_MESSAGES.notAnObject },
        ],
        changed: [],
      }),
    );
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
    const fresh = await newUser(library.app, library.database);
    const notJson = await fresh.request('POST', '/api/library/import', '{"format": "skald-lib', {
      'content-type': 'application/json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe(LIBRARY_IO_MESSAGES.notJson);

    const wrongFormat = await importFile(fresh, { format: 'something-else', version: 1 });
    expect(wrongFormat.statusCode).toBe(400);
    expect(wrongFormat.json().message).toBe(UNRECOGNISED_FILE);
    expect((await importFile(fresh, { hello: 'world' })).json().message).toBe(UNRECOGNISED_FILE);

    const newer = await importFile(fresh, { format: LIBRARY_FILE_FORMAT, version: 3 });
    expect(newer.statusCode).toBe(400);
    expect(newer.json().message).toBe(
      'version: This file is version 3, from a newer Skald; this one reads versions 1 to 2.',
    );

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
    const gm = await newUser(library.app, library.database);
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
    expect((await importFile(gm, file, true)).json()).toEqual(report({ dryRun: true, ...expected }));
    expect((await exported(gm)).characters).toHaveLength(1);
    expect((await importFile(gm, file)).json()).toEqual(report({ dryRun: false, ...expected }));
    expect((await exported(gm)).characters.map((one) => one.character_name)).toEqual(['Already here', 'One', 'Two']);
  });

  it('takes a file over the usual 1 MiB body limit, and refuses one over 20 MiB with a sentence', async () => {
    const fresh = await newUser(library.app, library.database);
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
});
