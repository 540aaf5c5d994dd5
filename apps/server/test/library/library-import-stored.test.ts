import { describe, expect, it } from 'vitest';
import { testDatabaseName } from '../test-database.ts';
import { importFile } from './library-import-kit.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';

// The import's report names the campaigns and encounters it stored, so the page can link to them.

const library = useLibraryApp();

/** A Skald file of one campaign with one encounter in it, the way a converter writes one. */
const CAMPAIGN = '7d1e9a40-3b2c-4d5e-8f60-718293a4b5c6';
const ENCOUNTER = '8e2f0b51-4c3d-4e6f-9a71-8293a4b5c6d7';
const file = {
  format: 'skald-library',
  version: 2,
  campaigns: [{ id: CAMPAIGN, name: 'The Drowned Abbey' }],
  encounters: [{ id: ENCOUNTER, campaign_id: CAMPAIGN, name: 'Bells in the deep', entities: [] }],
};

describe(`what an import stored, for links on ${testDatabaseName}`, () => {
  it('names each campaign and encounter stored with its new id, and nothing on a dry run', async () => {
    const gm = await newUser(library.app, library.database);
    const preview = await importFile(gm, file, true);
    expect(preview.json().stored).toEqual({ campaigns: [], encounters: [] });

    const answer = await importFile(gm, file);
    expect(answer.statusCode, answer.body).toBe(200);
    const { stored } = answer.json();
    expect(stored.campaigns).toEqual([{ id: expect.any(String), name: 'The Drowned Abbey' }]);
    const campaignId = stored.campaigns[0].id;
    expect(campaignId).not.toBe(CAMPAIGN);
    expect(stored.encounters).toEqual([{ id: expect.any(String), name: 'Bells in the deep', campaign_id: campaignId }]);
    const opened = await gm.get(`/api/library/campaigns/${campaignId}/encounters/${stored.encounters[0].id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ name: 'Bells in the deep' });
  });
});
