import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
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

describe(`own characters on ${testDatabaseName}`, () => {
  it('a new character is “Unnamed Character” at level 1; the owner reads, lists, replaces and deletes it', async () => {
    const me = await newUser(app, database);
    const created = await me.post('/api/library/characters', {});
    expect(created.statusCode, created.body).toBe(201);
    const character = created.json();
    expect(character).toMatchObject({
      character_name: 'Unnamed Character',
      level: 1,
      build: 'new',
      ac: null,
      saving_throws: { strength: false, charisma: false },
      skills: [],
      jack_of_all_trades: false,
    });
    expect((await me.get('/api/library/characters')).json().results).toEqual([
      { id: character.id, character_name: 'Unnamed Character', level: 1, build: 'new', avatar: '' },
    ]);
    const edited = {
      character_name: 'Lia Thornbrook',
      level: '4',
      ac: '15',
      maxHp: 31,
      wisdom: 16,
      saving_throws: { wisdom: true, intelligence: true },
      skills: ['insight', 'juggling'],
      skills_expertise: ['insight'],
      jack_of_all_trades: true,
      damage_resistances: ['poison'],
      condition_immunities: ['charmed'],
    };
    const replaced = await me.request('PUT', `/api/library/characters/${character.id}`, edited);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      character_name: 'Lia Thornbrook',
      level: 4,
      ac: 15,
      saving_throws: { wisdom: true, intelligence: true, strength: false },
      skills: ['insight'],
      damage_resistances: ['poison'],
      condition_immunities: ['charmed'],
    });
    expect((await me.get(`/api/library/characters/${character.id}`)).json()).toEqual(replaced.json());
    expect((await me.request('DELETE', `/api/library/characters/${character.id}`)).statusCode).toBe(204);
    expect((await me.get(`/api/library/characters/${character.id}`)).statusCode).toBe(404);
  });

  it('numbers stay within the character-import clamps, each refusal a sentence', async () => {
    const me = await newUser(app, database);
    const cases: [object, string][] = [
      [{ level: 21 }, 'level: Level must be 20 or less'],
      [{ level: 0 }, "level: Level can't be under 1"],
      [{ experience: 355_001 }, 'experience: Experience must be 355000 or less'],
      [{ ac: 100 }, 'ac: Armor class must be 99 or less'],
      [{ maxHp: 1000 }, 'maxHp: Max HP must be 999 or less'],
      [{ strength: 0 }, "strength: Strength can't be under 1"],
      [{ speed: 1000 }, 'speed: Speed must be 999 or less'],
      [{ initiative: -11 }, "initiative: Initiative can't be under -10"],
      [{ character_name: 'x'.repeat(101) }, 'character_name: Character name must be 100 or less'],
      [{ avatar: `https://example.test/${'a'.repeat(2000)}` }, 'avatar: Avatar must be 2000 or less'],
      [{ damage_immunities: ['cheese'] }, 'damage_immunities.0: Choose a damage type from the list.'],
    ];
    for (const [body, message] of cases) {
      const answer = await me.post('/api/library/characters', body);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    const edges = await me.post('/api/library/characters', {
      level: 20,
      experience: 355_000,
      ac: 1,
      maxHp: 999,
      charisma: 99,
      speed: 0,
      initiative: -10,
    });
    expect(edges.statusCode).toBe(201);
  });

  it('another user gets 404 for the id, anonymous 401, an admin may read it', async () => {
    const owner = await newUser(app, database);
    const other = await newUser(app, database);
    const admin = await newUser(app, database, { admin: true });
    const { id } = (await owner.post('/api/library/characters', { character_name: 'Lia' })).json();
    expect((await other.get(`/api/library/characters/${id}`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/library/characters/${id}`, {})).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/library/characters/${id}`)).statusCode).toBe(404);
    expect((await other.get('/api/library/characters')).json().count).toBe(0);
    expect((await new Browser(app).get('/api/library/characters')).statusCode).toBe(401);
    expect((await admin.get(`/api/library/characters/${id}`)).json().character_name).toBe('Lia');
    expect((await admin.request('DELETE', `/api/library/characters/${id}`)).statusCode).toBe(404);
  });

  it('the tier’s characters stop at its limit with “Not enough slots”', async () => {
    const me = await newUser(app, database);
    let answer = await me.post('/api/library/characters', {});
    let made = 0;
    while (answer.statusCode === 201 && made < 100) {
      made += 1;
      answer = await me.post('/api/library/characters', {});
    }
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(LIBRARY_MESSAGES.notEnoughSlots);
    expect((await me.get('/api/library/characters')).json().count).toBe(made);
  });
});
