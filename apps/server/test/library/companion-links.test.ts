import { describe, expect, it } from 'vitest';
import { testDatabaseName } from '../test-database.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';

const library = useLibraryApp();

describe(`a companion's two ends on ${testDatabaseName}`, () => {
  it('an NPC given a player is listed by it, and deleting the player leaves the NPC following no one', async () => {
    const gm = await newUser(library.app, library.database);
    const aragorn = (await gm.post('/api/library/players', { character_name: 'Aragorn' })).json().id;
    const hawk = (await gm.post('/api/library/npcs', { name: 'Hawk', player_id: aragorn })).json().id;
    expect((await gm.get(`/api/library/players/${aragorn}`)).json().companions).toEqual([hawk]);

    expect((await gm.request('DELETE', `/api/library/players/${aragorn}`)).statusCode).toBe(204);
    expect((await gm.get(`/api/library/npcs/${hawk}`)).json().player_id).toBeNull();
  });

  it('a player listing an NPC becomes its player, and one that stops listing it lets it go', async () => {
    const gm = await newUser(library.app, library.database);
    const wolf = (await gm.post('/api/library/npcs', { name: 'Wolf' })).json().id;
    const bram = (await gm.post('/api/library/players', { character_name: 'Bram', companions: [wolf] })).json();
    expect((await gm.get(`/api/library/npcs/${wolf}`)).json().player_id).toBe(bram.id);

    const cara = (await gm.post('/api/library/players', { character_name: 'Cara' })).json().id;
    const moved = await gm.request('PUT', `/api/library/npcs/${wolf}`, { name: 'Wolf', player_id: cara });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await gm.get(`/api/library/players/${bram.id}`)).json().companions).toEqual([]);
    expect((await gm.get(`/api/library/players/${cara}`)).json().companions).toEqual([wolf]);

    const released = await gm.request('PUT', `/api/library/players/${cara}`, {
      character_name: 'Cara',
      companions: [],
    });
    expect(released.statusCode, released.body).toBe(200);
    expect((await gm.get(`/api/library/npcs/${wolf}`)).json().player_id).toBeNull();
  });
});
