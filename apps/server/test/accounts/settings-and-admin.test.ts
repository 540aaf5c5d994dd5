import { adminUserListSchema, userSettingsSchema } from '@skald/contract/account';
import { DEFAULT_USER_SETTINGS, MESSAGES } from '@skald/contract/account-limits';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { changeRole } from '../../src/modules/admin/account-roles.ts';
import { userSettings } from '../../src/modules/users/user-tables.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { accountApp, Browser } from './account-test-app.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await accountApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signedUp(email: string): Promise<Browser> {
  const browser = new Browser(app);
  await browser.signUp(email);
  return browser;
}

describe(`settings on ${testDatabaseName}`, () => {
  it('answers the defaults before anything is stored: dark theme, critical hits rolled twice, automation on', async () => {
    const browser = await signedUp('fresh-settings@example.test');
    const response = await browser.get('/api/me/settings');
    expect(response.statusCode).toBe(200);
    expect(userSettingsSchema.parse(response.json())).toEqual(DEFAULT_USER_SETTINGS);
    expect(response.json()).toEqual({
      general: { theme: 'dark', side_collapsed: false },
      encounter: { critical: 'roll', automate: true },
    });
  });

  it('merges a partial PATCH into the stored settings and answers the whole', async () => {
    const browser = await signedUp('patching@example.test');
    const first = await browser.request('PATCH', '/api/me/settings', { general: { theme: 'light' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      general: { theme: 'light', side_collapsed: false },
      encounter: { critical: 'roll', automate: true },
    });
    const second = await browser.request('PATCH', '/api/me/settings', {
      encounter: { critical: 'max' },
      general: { side_collapsed: true },
    });
    expect(second.json()).toEqual({
      general: { theme: 'light', side_collapsed: true },
      encounter: { critical: 'max', automate: true },
    });
    expect((await browser.get('/api/me/settings')).json()).toEqual(second.json());
  });

  it("keeps each user's settings apart", async () => {
    const one = await signedUp('settings-one@example.test');
    const two = await signedUp('settings-two@example.test');
    await one.request('PATCH', '/api/me/settings', { encounter: { critical: 'disabled', automate: false } });
    expect((await two.get('/api/me/settings')).json()).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('refuses unknown values and fields with 400 and stores nothing', async () => {
    const browser = await signedUp('bad-settings@example.test');
    const badValue = await browser.request('PATCH', '/api/me/settings', { encounter: { critical: 'triple' } });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().message).toMatch(/^encounter\.critical: /);
    const unknown = await browser.request('PATCH', '/api/me/settings', { general: { font: 'big' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown field "font".');
    expect((await browser.get('/api/me/settings')).json()).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('falls back to the default for a stored value the settings no longer know', async () => {
    const browser = await signedUp('old-settings@example.test');
    const userId = (await browser.get('/api/me')).json().id;
    await database.db.insert(userSettings).values({ userId, general: { theme: 'sepia' }, encounter: {} });
    expect((await browser.get('/api/me/settings')).json()).toEqual(DEFAULT_USER_SETTINGS);
  });
});

describe('administration', () => {
  it('refuses the user list to a signed-out visitor (401) and to a user who is not an admin (403)', async () => {
    const anonymous = await new Browser(app).get('/api/admin/users');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MESSAGES.signInRequired);
    const user = await signedUp('plain-user@example.test');
    const refused = await user.get('/api/admin/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: MESSAGES.adminOnly });
  });

  it('lists every account to an admin, newest first, with the count', async () => {
    const admin = await signedUp('admin@example.test');
    await changeRole(database.db, { action: 'grant', email: 'admin@example.test' });
    await signedUp('listed@example.test');
    const response = await admin.get('/api/admin/users');
    expect(response.statusCode).toBe(200);
    const list = adminUserListSchema.parse(response.json());
    expect(list.count).toBe(list.users.length);
    expect(list.users.map((user) => user.email)).toEqual(
      expect.arrayContaining(['admin@example.test', 'listed@example.test', 'plain-user@example.test']),
    );
    expect(list.users[0]?.email).toBe('listed@example.test');
    expect(response.body).not.toContain('argon2');
  });

  it('grants and revokes admin and contributor areas the way npm run admin does', async () => {
    const browser = await signedUp('promoted@example.test');
    expect((await browser.get('/api/admin/users')).statusCode).toBe(403);

    expect((await changeRole(database.db, { action: 'grant', email: 'Promoted@example.test' }))?.admin).toBe(true);
    expect((await browser.get('/api/admin/users')).statusCode).toBe(200);
    const contributing = await changeRole(database.db, {
      action: 'contribute',
      email: 'promoted@example.test',
      feature: 'character-builder',
    });
    expect(contributing?.contribute).toEqual(['character-builder']);
    expect((await browser.get('/api/me')).json()).toMatchObject({ admin: true, contribute: ['character-builder'] });

    await changeRole(database.db, { action: 'withdraw', email: 'promoted@example.test', feature: 'character-builder' });
    await changeRole(database.db, { action: 'revoke', email: 'promoted@example.test' });
    expect((await browser.get('/api/me')).json()).toMatchObject({ admin: false, contribute: [] });
    expect((await browser.get('/api/admin/users')).statusCode).toBe(403);
    expect(await changeRole(database.db, { action: 'grant', email: 'nobody@example.test' })).toBeUndefined();
  });
});
