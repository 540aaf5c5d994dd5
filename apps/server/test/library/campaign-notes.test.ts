import { CAMPAIGN_NOTE_MESSAGES, MAX_CAMPAIGN_NOTES } from '@skald/contract/library/campaign-notes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { campaignNotes } from '../../src/modules/library/library-tables.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { adminDatabaseUrl, createTestDatabase, testDatabaseName } from '../test-database.ts';
import { libraryApp, newUser } from './library-test-app.ts';

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

async function newCampaign(gm: Browser) {
  const created = await gm.post('/api/library/campaigns', { name: 'Storm King’s Thunder' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

describe(`campaign notes on ${testDatabaseName}`, () => {
  it('the owner adds, lists (oldest first), edits and deletes notes, each with its own timestamps', async () => {
    const gm = await newUser(app, database);
    const id = await newCampaign(gm);
    const first = await gm.post(`/api/library/campaigns/${id}/notes`, { text: '  The giants are restless.  ' });
    expect(first.statusCode, first.body).toBe(201);
    const note = first.json();
    expect(note).toMatchObject({ text: 'The giants are restless.' });
    expect(note.created).toBe(note.updated);
    const second = (await gm.post(`/api/library/campaigns/${id}/notes`, { text: 'Harshnag owes us one.' })).json();

    const list = await gm.get(`/api/library/campaigns/${id}/notes`);
    expect(list.json()).toEqual({ notes: [note, second] });

    const edited = await gm.request('PUT', `/api/library/campaigns/${id}/notes/${note.id}`, { text: 'Calm again.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: note.id, text: 'Calm again.', created: note.created });
    expect(Date.parse(edited.json().updated)).toBeGreaterThanOrEqual(Date.parse(note.updated));

    expect((await gm.request('DELETE', `/api/library/campaigns/${id}/notes/${note.id}`)).statusCode).toBe(204);
    expect((await gm.request('DELETE', `/api/library/campaigns/${id}/notes/${note.id}`)).statusCode).toBe(404);
    expect((await gm.get(`/api/library/campaigns/${id}/notes`)).json().notes).toEqual([second]);

    // Deleting the campaign takes its notes with it.
    expect((await gm.request('DELETE', `/api/library/campaigns/${id}`)).statusCode).toBe(204);
    expect((await gm.get(`/api/library/campaigns/${id}/notes`)).statusCode).toBe(404);
  });

  it('another user gets 404, anonymous 401; an admin may read but not write', async () => {
    const owner = await newUser(app, database);
    const other = await newUser(app, database);
    const admin = await newUser(app, database, { admin: true });
    const id = await newCampaign(owner);
    const note = (await owner.post(`/api/library/campaigns/${id}/notes`, { text: 'Secret door in the crypt.' })).json();
    const notes = `/api/library/campaigns/${id}/notes`;

    expect((await other.get(notes)).statusCode).toBe(404);
    expect((await other.post(notes, { text: 'mine now' })).statusCode).toBe(404);
    expect((await other.request('PUT', `${notes}/${note.id}`, { text: 'mine now' })).statusCode).toBe(404);
    expect((await other.request('DELETE', `${notes}/${note.id}`)).statusCode).toBe(404);
    expect((await new Browser(app).get(notes)).statusCode).toBe(401);
    expect((await admin.get(notes)).json().notes).toEqual([note]);
    expect((await admin.post(notes, { text: 'admin was here' })).statusCode).toBe(404);
    expect((await owner.get(notes)).json().notes).toEqual([note]);
    // A note id under another campaign names nothing.
    const elsewhere = await newCampaign(owner);
    const moved = await owner.request('PUT', `/api/library/campaigns/${elsewhere}/notes/${note.id}`, { text: 'x' });
    expect(moved.statusCode).toBe(404);
  });

  it('an empty or too long note is refused with the spec’s message; a campaign keeps at most 1,000', async () => {
    const gm = await newUser(app, database);
    const id = await newCampaign(gm);
    const notes = `/api/library/campaigns/${id}/notes`;
    expect((await gm.post(notes, { text: '   ' })).json().message).toBe('text: Note is required');
    expect((await gm.post(notes, {})).json().message).toBe('text: Note is required');
    expect((await gm.post(notes, { text: 'x'.repeat(10_001) })).json().message).toBe(
      'text: Note must be 10000 or less',
    );
    await database.db.insert(campaignNotes).values(
      Array.from({ length: MAX_CAMPAIGN_NOTES }, (_, n) => ({
        campaignId: id,
        userId: gm.userId,
        text: `Note ${n}`,
      })),
    );
    const full = await gm.post(notes, { text: 'One more' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(CAMPAIGN_NOTE_MESSAGES.tooMany);
  });
});

/**
 * An add counts the campaign's notes under a lock on the campaign's row (`campaign-notes.ts`). PGlite runs
 * one transaction at a time, so there adds at once could not pass the cap even without it.
 */
describe.runIf(adminDatabaseUrl)('campaign notes added at once, on PostgreSQL', () => {
  it('a campaign one short of 1,000 takes one of ten notes added at once and refuses the rest', async () => {
    const gm = await newUser(app, database);
    const id = await newCampaign(gm);
    await database.db.insert(campaignNotes).values(
      Array.from({ length: MAX_CAMPAIGN_NOTES - 1 }, (_, n) => ({
        campaignId: id,
        userId: gm.userId,
        text: `Note ${n}`,
      })),
    );
    const notes = `/api/library/campaigns/${id}/notes`;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => gm.post(notes, { text: `At once ${n}` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(CAMPAIGN_NOTE_MESSAGES.tooMany);
    expect((await gm.get(notes)).json().notes).toHaveLength(MAX_CAMPAIGN_NOTES);
  });
});
