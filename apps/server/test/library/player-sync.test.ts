import { syncedCharacterSchema, syncedPlayerFields } from '@skald/contract/library/synced-character';
import { describe, expect, it } from 'vitest';
import { testDatabaseName } from '../test-database.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';

const context = useLibraryApp();

const sheetUrl = 'https://sheets.example/characters/41';
const synced = {
  character_name: 'Aria Stormwind',
  sync_character: sheetUrl,
  level: 5,
  experience: 6500,
  ac: 16,
  maxHp: 38,
  speed: 30,
  initiative: 3,
  dexterity: 16,
};

describe(`a player synced from a character sync extension on ${testDatabaseName}`, () => {
  it('a clamped character becomes a player that keeps its url, listed with it', async () => {
    const gm = await newUser(context.app, context.database);
    const character = syncedCharacterSchema.parse({
      url: sheetUrl,
      name: 'Aria Stormwind',
      level: 25,
      xp: 999_999,
      armor_class: 0,
      max_hit_points: 5000,
      walking_speed: 30,
      initiative: -40,
      strength: 120,
    });
    const created = await gm.post('/api/library/players', {
      ...syncedPlayerFields(character),
      sync_character: sheetUrl,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      sync_character: sheetUrl,
      level: 20,
      experience: 355_000,
      ac: 1,
      maxHp: 999,
      initiative: -10,
      strength: 99,
    });
    const listed = (await gm.get('/api/library/players')).json().results;
    expect(listed).toEqual([expect.objectContaining({ id: created.json().id, sync_character: sheetUrl })]);
  });

  it('the update route refuses every copied field outside the import clamps, and the player keeps its values', async () => {
    const gm = await newUser(context.app, context.database);
    const { id } = (await gm.post('/api/library/players', synced)).json();
    const cases: [object, string][] = [
      [{ level: 0 }, "level: Level can't be under 1"],
      [{ level: 21 }, 'level: Level must be 20 or less'],
      [{ experience: -1 }, "experience: Experience can't be under 0"],
      [{ experience: 355_001 }, 'experience: Experience must be 355000 or less'],
      [{ ac: 0 }, "ac: Armor class can't be under 1"],
      [{ ac: 100 }, 'ac: Armor class must be 99 or less'],
      [{ maxHp: 0 }, "maxHp: Max HP can't be under 1"],
      [{ maxHp: 1000 }, 'maxHp: Max HP must be 999 or less'],
      [{ speed: -1 }, "speed: Speed can't be under 0"],
      [{ speed: 1000 }, 'speed: Speed must be 999 or less'],
      [{ initiative: -11 }, "initiative: Initiative can't be under -10"],
      [{ initiative: 100 }, 'initiative: Initiative must be 99 or less'],
      [{ strength: 0 }, "strength: Strength can't be under 1"],
      [{ charisma: 100 }, 'charisma: Charisma must be 99 or less'],
      [{ dexterity: 12.5 }, 'dexterity: Dexterity must be a whole number'],
      [{ character_name: 'a'.repeat(101) }, 'character_name: Character name must be 100 or less'],
      [{ avatar: `https://a.example/${'x'.repeat(2000)}` }, 'avatar: Avatar must be 2000 or less'],
      [
        { sync_character: `https://a.example/${'x'.repeat(2000)}` },
        'sync_character: Sync address must be 2000 or less',
      ],
    ];
    for (const [change, message] of cases) {
      const answer = await gm.request('PUT', `/api/library/players/${id}`, { ...synced, ...change });
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    const kept = (await gm.get(`/api/library/players/${id}`)).json();
    expect(kept).toMatchObject(synced);
  });

  it('a sync within the clamps updates the copied fields; another user cannot sync the player', async () => {
    const gm = await newUser(context.app, context.database);
    const other = await newUser(context.app, context.database);
    const { id } = (await gm.post('/api/library/players', { ...synced, passive_perception: 13 })).json();
    const update = { ...synced, passive_perception: 13, level: 6, experience: 14_000, maxHp: 45 };
    expect((await other.request('PUT', `/api/library/players/${id}`, update)).statusCode).toBe(404);
    const answer = await gm.request('PUT', `/api/library/players/${id}`, update);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ level: 6, experience: 14_000, maxHp: 45, passive_perception: 13 });
  });
});
