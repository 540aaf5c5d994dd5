import { PLAYER_CONTROL_MESSAGES } from '@skald/contract/library/player-control';
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

const aria = { character_name: 'Aria Stormwind', level: 5 };

describe(`control of a player on ${testDatabaseName}`, () => {
  it('the owner gives control by e-mail; the controller sees it among their characters, read-only', async () => {
    const gm = await newUser(app, database);
    const friend = await newUser(app, database, { label: 'friend' });
    const { id } = (await gm.post('/api/library/players', aria)).json();
    expect((await gm.get(`/api/library/players/${id}/control`)).json()).toEqual({ controller: null });

    const given = await gm.request('PUT', `/api/library/players/${id}/control`, { user: friend.email.toUpperCase() });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ controller: friend.email.toUpperCase() });
    expect((await gm.get(`/api/library/players/${id}/control`)).json()).toEqual({
      controller: friend.email.toUpperCase(),
    });

    const listed = (await friend.get('/api/library/characters/controlled')).json();
    expect(listed.results).toEqual([
      { id, character_name: 'Aria Stormwind', avatar: '', storage_avatar: '', campaign_id: null, owner: null },
    ]);
    const read = await friend.get(`/api/library/characters/controlled/${id}`);
    expect(read.json()).toMatchObject({ id, character_name: 'Aria Stormwind', level: 5, owner: null });
    // Read-only: the player's own routes still answer 404 to the controller.
    expect((await friend.get(`/api/library/players/${id}`)).statusCode).toBe(404);
    expect((await friend.request('PUT', `/api/library/players/${id}`, aria)).statusCode).toBe(404);
    expect((await friend.request('DELETE', `/api/library/players/${id}`)).statusCode).toBe(404);
    expect((await friend.request('DELETE', `/api/library/players/${id}/control`)).statusCode).toBe(404);
  });

  it('control is given by username too, in any case, and the controller sees the owner’s username', async () => {
    const gm = await newUser(app, database);
    const friend = await newUser(app, database, { label: 'friend' });
    const gmName = `Keeper${Date.now()}`;
    const friendName = `Rogue${Date.now()}`;
    expect((await gm.request('PUT', '/api/me/username', { username: gmName })).statusCode).toBeLessThan(300);
    expect((await friend.request('PUT', '/api/me/username', { username: friendName })).statusCode).toBeLessThan(300);
    const { id } = (await gm.post('/api/library/players', aria)).json();
    const given = await gm.request('PUT', `/api/library/players/${id}/control`, {
      user: ` ${friendName.toLowerCase()} `,
    });
    expect(given.json()).toEqual({ controller: friendName.toLowerCase() });
    expect((await friend.get('/api/library/characters/controlled')).json().results).toHaveLength(1);
    expect((await friend.get('/api/library/characters/controlled')).json().results[0].owner).toBe(gmName);
  });

  it('the owner takes control back, and the player leaves the controller’s characters', async () => {
    const gm = await newUser(app, database);
    const friend = await newUser(app, database, { label: 'friend' });
    const { id } = (await gm.post('/api/library/players', aria)).json();
    await gm.request('PUT', `/api/library/players/${id}/control`, { user: friend.email });
    expect((await gm.request('DELETE', `/api/library/players/${id}/control`)).statusCode).toBe(204);
    expect((await gm.get(`/api/library/players/${id}/control`)).json()).toEqual({ controller: null });
    expect((await friend.get('/api/library/characters/controlled')).json().results).toEqual([]);
    expect((await friend.get(`/api/library/characters/controlled/${id}`)).statusCode).toBe(404);
  });

  it('deleting the player deletes its control', async () => {
    const gm = await newUser(app, database);
    const friend = await newUser(app, database, { label: 'friend' });
    const { id } = (await gm.post('/api/library/players', aria)).json();
    await gm.request('PUT', `/api/library/players/${id}/control`, { user: friend.email });
    await gm.request('DELETE', `/api/library/players/${id}`);
    expect((await friend.get('/api/library/characters/controlled')).json().results).toEqual([]);
  });

  it('yourself or an empty name is refused with a sentence; control is unchanged', async () => {
    const gm = await newUser(app, database);
    const { id } = (await gm.post('/api/library/players', aria)).json();
    const self = await gm.request('PUT', `/api/library/players/${id}/control`, { user: gm.email });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(PLAYER_CONTROL_MESSAGES.notYourself);
    const empty = await gm.request('PUT', `/api/library/players/${id}/control`, { user: '  ' });
    expect(empty.json().message).toBe('user: Username or e-mail is required');
    expect((await gm.get(`/api/library/players/${id}/control`)).json()).toEqual({ controller: null });
  });

  it('another user gets 404, anonymous 401, an admin reads who controls it but cannot give it', async () => {
    const gm = await newUser(app, database);
    const other = await newUser(app, database);
    const admin = await newUser(app, database, { admin: true });
    const { id } = (await gm.post('/api/library/players', aria)).json();
    await gm.request('PUT', `/api/library/players/${id}/control`, { user: other.email });
    const stranger = await newUser(app, database);
    expect((await stranger.get(`/api/library/players/${id}/control`)).statusCode).toBe(404);
    expect(
      (await stranger.request('PUT', `/api/library/players/${id}/control`, { user: stranger.email })).statusCode,
    ).toBe(404);
    expect((await stranger.request('DELETE', `/api/library/players/${id}/control`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/library/characters/controlled/${id}`)).statusCode).toBe(404);
    const anonymous = new Browser(app);
    expect((await anonymous.get(`/api/library/players/${id}/control`)).statusCode).toBe(401);
    expect((await anonymous.get('/api/library/characters/controlled')).statusCode).toBe(401);
    expect((await admin.get(`/api/library/players/${id}/control`)).json()).toEqual({ controller: other.email });
    expect((await admin.request('PUT', `/api/library/players/${id}/control`, { user: admin.email })).statusCode).toBe(
      404,
    );
  });
});
