import { LIBRARY_MESSAGES, LIBRARY_PAGE_SIZE } from '@skald/contract/library/library-limits';
import { reminderText } from '@skald/rules/combat/reminder';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
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

const hex = {
  title: 'Hexed',
  trigger: 'timed',
  action: 'remove',
  notify: '[caster] may move the hex off [target].',
  color: 'grape',
  rounds: 10,
  selectedVars: { caster: 'the Warlock', target: 'the Ogre' },
};

describe(`reminder templates on ${testDatabaseName}`, () => {
  it('the owner creates, reads, lists, replaces and deletes; the title is stored lowercase', async () => {
    const gm = await newUser(app, database);
    const created = await gm.post('/api/library/reminders', hex);
    expect(created.statusCode, created.body).toBe(201);
    const reminder = created.json();
    expect(reminder).toMatchObject({ ...hex, title: 'hexed' });
    // A template is an encounter reminder as it is: the rules fill its text from its own variables.
    expect(reminderText(reminder)).toBe('the Warlock may move the hex off the Ogre.');

    expect((await gm.get(`/api/library/reminders/${reminder.id}`)).json()).toEqual(reminder);
    expect((await gm.get('/api/library/reminders')).json()).toEqual({
      results: [{ id: reminder.id, title: 'hexed' }],
      count: 1,
      page: 1,
      pageSize: LIBRARY_PAGE_SIZE,
    });

    const replaced = await gm.request('PUT', `/api/library/reminders/${reminder.id}`, {
      title: 'Bless',
      trigger: 'damage',
      action: 'notify',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: reminder.id,
      title: 'bless',
      notify: '',
      color: 'blue',
      rounds: null,
      selectedVars: {},
      created: reminder.created,
    });

    expect((await gm.request('DELETE', `/api/library/reminders/${reminder.id}`)).statusCode).toBe(204);
    expect((await gm.get(`/api/library/reminders/${reminder.id}`)).statusCode).toBe(404);
  });

  it('another user gets 404 for the id, anonymous 401, an admin may read it', async () => {
    const owner = await newUser(app, database);
    const other = await newUser(app, database);
    const admin = await newUser(app, database, { admin: true });
    const { id } = (await owner.post('/api/library/reminders', hex)).json();

    expect((await other.get(`/api/library/reminders/${id}`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/library/reminders/${id}`, hex)).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/library/reminders/${id}`)).statusCode).toBe(404);
    expect((await other.get('/api/library/reminders')).json().count).toBe(0);
    expect((await new Browser(app).get(`/api/library/reminders/${id}`)).statusCode).toBe(401);
    expect((await new Browser(app).post('/api/library/reminders', hex)).statusCode).toBe(401);
    expect((await admin.get(`/api/library/reminders/${id}`)).json().title).toBe('hexed');
    expect((await admin.request('DELETE', `/api/library/reminders/${id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/library/reminders/${id}`)).statusCode).toBe(200);
  });

  it.each([
    [{ title: ' ' }, 'title: Title is required'],
    [{ title: 't'.repeat(101) }, 'title: Title must be 100 or less'],
    [{ trigger: 'endTurn' }, 'trigger: Choose a trigger from the list.'],
    [{ trigger: undefined }, 'trigger: Trigger is required'],
    [{ action: 'explode' }, 'action: Choose an action from the list.'],
    [{ color: 'mauve' }, 'color: Choose a colour from the list.'],
    [{ rounds: undefined }, 'rounds: Rounds is required'],
    [{ rounds: 0 }, "rounds: Rounds can't be under 1"],
    [{ rounds: 101 }, 'rounds: Rounds must be 100 or less'],
    [{ notify: 'Roll for [spell].' }, 'notify: The notify text contains undefined variables.'],
    [{ notify: 'n'.repeat(501) }, 'notify: Notify text must be 500 or less'],
    [{ selectedVars: { '[x]': 'y' } }, 'selectedVars.[x]: A variable name cannot hold brackets.'],
    [
      { selectedVars: { caster: 'v'.repeat(101), target: '' } },
      'selectedVars.caster: Variable value must be 100 or less',
    ],
    [{ sound: 'gong' }, 'Unknown field "sound".'],
  ])('refuses %j with “%s”', async (change, message) => {
    const gm = await newUser(app, database);
    const answer = await gm.post('/api/library/reminders', { ...hex, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect((await gm.get('/api/library/reminders')).json().count).toBe(0);
  });

  it('a timed reminder needs rounds; the others keep none', async () => {
    const gm = await newUser(app, database);
    const untimed = await gm.post('/api/library/reminders', { ...hex, trigger: 'startTurn', rounds: undefined });
    expect(untimed.statusCode, untimed.body).toBe(201);
    expect(untimed.json().rounds).toBeNull();
  });

  it('searches by title', async () => {
    const gm = await newUser(app, database);
    for (const title of ['Bless', 'Bane', 'Hunter’s Mark']) {
      expect((await gm.post('/api/library/reminders', { ...hex, title })).statusCode).toBe(201);
    }
    const found = (await gm.get('/api/library/reminders?name=b&sort=name:desc')).json();
    expect(found.results.map((row: { title: string }) => row.title)).toEqual(['bless', 'bane']);
  });

  it('the Free tier’s 10th reminder is allowed, the 11th is “Not enough slots”', async () => {
    const gm = await newUser(app, database);
    for (let n = 0; n < 10; n += 1) {
      expect((await gm.post('/api/library/reminders', { ...hex, title: `Mark ${n}` })).statusCode).toBe(201);
    }
    const over = await gm.post('/api/library/reminders', { ...hex, title: 'Mark 10' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(LIBRARY_MESSAGES.notEnoughSlots);
  });
});
