import { describe, expect, it } from 'vitest';
import { testDatabaseName } from '../test-database.ts';
import { importFile, noneAdded } from './library-import-kit.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';

// Files that are a bare list (Shieldmaiden's legacy array, a list of 5e-database monsters) reach the import:
// the body is any JSON value. Written here from the formats' public descriptions (../shared/formats/README.md).

const library = useLibraryApp();

const stats = { strength: 10, dexterity: 13, constitution: 12, intelligence: 7, wisdom: 10, charisma: 6 };
/** Shieldmaiden's own speed field, which tells its NPCs from other tools'. */
const speed = { walk_speed: 30 };

/** Shieldmaiden's legacy export: a bare array of NPCs. */
const legacyShieldmaiden = [
  {
    name: 'Marsh Goblin',
    size: 'small',
    type: 'humanoid',
    challenge_rating: 0.25,
    armor_class: 13,
    hit_points: 7,
    ...speed,
    ...stats,
  },
  {
    name: 'Marsh Shaman',
    size: 'small',
    type: 'humanoid',
    challenge_rating: 1,
    armor_class: 12,
    hit_points: 16,
    ...speed,
    ...stats,
  },
];

/** Two 5e-database monsters in one list. */
const fiveEDatabaseList = ['Cave Newt', 'Cave Toad'].map((name, index) => ({
  index: name.toLowerCase().replace(' ', '-'),
  name,
  size: 'Small',
  type: 'beast',
  alignment: 'unaligned',
  armor_class: [{ type: 'natural', value: 11 + index }],
  hit_points: 5 + index,
  hit_dice: '2d6',
  speed: { walk: '20 ft.' },
  ...stats,
  challenge_rating: 0,
}));

describe(`files that are a bare list on ${testDatabaseName}`, () => {
  it("Shieldmaiden's legacy array of NPCs is read, not refused as a body that is not an object", async () => {
    const gm = await newUser(library.app, library.database);
    const answer = await importFile(gm, legacyShieldmaiden, true);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ format: 'shieldmaiden', added: { ...noneAdded, npcs: 2 } });
  });

  it('a list of 5e-database monsters is read', async () => {
    const gm = await newUser(library.app, library.database);
    const answer = await importFile(gm, fiveEDatabaseList);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ format: '5e-database', added: { ...noneAdded, npcs: 2 } });
  });

  it('another route still asks for an object', async () => {
    const gm = await newUser(library.app, library.database);
    const answer = await gm.post('/api/library/npcs', [{ name: 'Marsh Goblin' }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Send a JSON object as the request body.');
  });
});
