import { BUILDER_MESSAGES, BUILDS_MAX } from '@skald/contract/character-builder/build-limits';
import type { BuilderOptions } from '@skald/contract/character-builder/builder-options';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/modules/users/user-tables.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';

const library = useLibraryApp();
const BUILDS = '/api/character-builder/builds';

/** A signed-up user with the contribute flag given (as `npm run admin -- contribute` does), or an admin. */
async function builderUser(kind: 'flag' | 'admin' = 'flag') {
  const user = await newUser(library.app, library.database, { admin: kind === 'admin' });
  if (kind === 'flag') {
    await library.database.db
      .update(users)
      .set({ contribute: ['character-builder'] })
      .where(eq(users.id, user.userId));
  }
  return user;
}

/** A hill dwarf fighter, point buy, in scale mail with a shield. */
const dwarfFighter = {
  name: 'Brakka Stonefist',
  level: 3,
  race: 'dwarf',
  subrace: 'hill-dwarf',
  speed: 25,
  size: 'Medium',
  abilityBonuses: { strength: 0, dexterity: 0, constitution: 2, intelligence: 0, wisdom: 1, charisma: 0 },
  class: 'fighter',
  hitDie: 10,
  savingThrows: ['strength', 'constitution'],
  skills: ['athletics', 'perception'],
  abilityMethod: 'point-buy',
  baseScores: { strength: 15, dexterity: 14, constitution: 15, intelligence: 8, wisdom: 10, charisma: 8 },
  armour: { slug: 'scale-mail', name: 'Scale Mail', base: 14, dexBonus: true, maxDexBonus: 2 },
  shield: true,
};

describe(`the character builder's access on ${testDatabaseName}`, () => {
  it('refuses a signed-out visitor (401) and a user without the flag (403) on every route', async () => {
    const owner = await builderUser();
    const id = (await owner.post(BUILDS, {})).json().id;
    const calls: [string, string][] = [
      ['GET', '/api/character-builder/options'],
      ['GET', BUILDS],
      ['POST', BUILDS],
      ['GET', `${BUILDS}/${id}`],
      ['PUT', `${BUILDS}/${id}`],
      ['DELETE', `${BUILDS}/${id}`],
      ['POST', `${BUILDS}/${id}/character`],
    ];
    const plain = await newUser(library.app, library.database);
    const stranger = new Browser(library.app);
    for (const [method, url] of calls) {
      const refused = await plain.request(
        method as 'GET',
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe(BUILDER_MESSAGES.alphaOnly);
      const signedOut = await stranger.request(method as 'GET', url, method === 'GET' ? undefined : {});
      expect([401, 403], `${method} ${url} signed out`).toContain(signedOut.statusCode);
    }
    expect((await owner.get(`${BUILDS}/${id}`)).statusCode).toBe(200);
  });

  it('lets a flagged user and an admin in', async () => {
    for (const user of [await builderUser('flag'), await builderUser('admin')]) {
      expect((await user.get(BUILDS)).json()).toEqual({ results: [] });
      expect((await user.post(BUILDS, { name: 'Tess' })).statusCode).toBe(201);
    }
  });

  it("answers 404 for another user's build, to read, save, delete or save as a character", async () => {
    const owner = await builderUser();
    const id = (await owner.post(BUILDS, { name: 'Mine' })).json().id;
    const other = await builderUser('admin');
    expect((await other.get(`${BUILDS}/${id}`)).statusCode).toBe(404);
    expect((await other.request('PUT', `${BUILDS}/${id}`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await other.post(`${BUILDS}/${id}/character`)).statusCode).toBe(404);
    expect((await other.request('DELETE', `${BUILDS}/${id}`)).statusCode).toBe(404);
    expect((await other.get(BUILDS)).json().results).toEqual([]);
    expect((await owner.get(`${BUILDS}/${id}`)).json().name).toBe('Mine');
  });
});

describe(`character builds on ${testDatabaseName}`, () => {
  it('serves the SRD races, classes and armour', async () => {
    const user = await builderUser();
    const options: BuilderOptions = (await user.get('/api/character-builder/options')).json();
    const dwarf = options.races.find((race) => race.slug === 'dwarf');
    expect(dwarf).toMatchObject({ speed: 25, size: 'Medium', bonuses: { constitution: 2 }, bonusChoice: null });
    expect(dwarf?.subraces).toEqual([
      expect.objectContaining({ slug: 'hill-dwarf', bonuses: { wisdom: 1 }, traits: ['Dwarven Toughness'] }),
    ]);
    expect(options.races.find((race) => race.slug === 'half-elf')?.bonusChoice).toMatchObject({ choose: 2, bonus: 1 });
    const barbarian = options.classes.find((one) => one.slug === 'barbarian');
    expect(barbarian).toMatchObject({ hitDie: 12, savingThrows: ['strength', 'constitution'] });
    expect(barbarian?.skillChoice).toEqual({
      choose: 2,
      from: ['animal_handling', 'athletics', 'intimidation', 'nature', 'perception', 'survival'],
    });
    expect(barbarian?.startingEquipment).toContainEqual({ slug: 'javelin', name: 'Javelin', count: 4 });
    const fighter = options.classes.find((one) => one.slug === 'fighter');
    const weapons = fighter?.equipmentChoices[1]?.options[1];
    expect(weapons?.picks).toHaveLength(2);
    expect(weapons?.picks[0]?.from).toContainEqual({ slug: 'longsword', name: 'Longsword' });
    const holySymbol = options.classes.find((one) => one.slug === 'cleric')?.equipmentChoices.at(-1)?.options;
    expect(holySymbol).toHaveLength(1);
    expect(holySymbol?.[0]?.picks[0]?.from).toContainEqual({ slug: 'amulet', name: 'Amulet' });
    expect(options.armour).toContainEqual(
      expect.objectContaining({ slug: 'chain-mail', category: 'Heavy', base: 16, dexBonus: false }),
    );
  });

  it('refuses a point buy over 27 points, saying why, and stores nothing', async () => {
    const user = await builderUser();
    const refused = await user.post(BUILDS, {
      ...dwarfFighter,
      baseScores: { ...dwarfFighter.baseScores, intelligence: 15 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(BUILDER_MESSAGES.pointBuy);
    expect((await user.get(BUILDS)).json().results).toEqual([]);
  });

  it('saves as a character with the derived numbers, and a later save updates that character', async () => {
    const user = await builderUser();
    const build = (await user.post(BUILDS, dwarfFighter)).json();
    expect(build).toMatchObject({ name: 'Brakka Stonefist', characterId: null });

    const first = await user.post(`${BUILDS}/${build.id}/character`);
    expect(first.statusCode, first.body).toBe(200);
    const { characterId, created } = first.json();
    expect(created).toBe(true);
    const character = (await user.get(`/api/library/characters/${characterId}`)).json();
    // Con 15 + 2 = 17 (+3): 10 + 3, then 2 levels of 6 + 3. Dex 14 (+2) in scale mail (14 + 2) with a shield.
    expect(character).toMatchObject({
      character_name: 'Brakka Stonefist',
      level: 3,
      build: 'character-builder',
      maxHp: 13 + 2 * 9,
      ac: 18,
      initiative: 2,
      speed: 25,
      strength: 15,
      constitution: 17,
      wisdom: 11,
      saving_throws: { strength: true, constitution: true, dexterity: false },
      skills: ['athletics', 'perception'],
    });

    await user.request('PUT', `${BUILDS}/${build.id}`, { ...dwarfFighter, level: 4, shield: false });
    const second = (await user.post(`${BUILDS}/${build.id}/character`)).json();
    expect(second).toEqual({ characterId, created: false });
    expect((await user.get(`/api/library/characters/${characterId}`)).json()).toMatchObject({
      level: 4,
      maxHp: 13 + 3 * 9,
      ac: 16,
    });
    expect((await user.get(BUILDS)).json().results).toEqual([
      expect.objectContaining({ id: build.id, name: 'Brakka Stonefist', level: 4, race: 'dwarf', class: 'fighter' }),
    ]);
  });

  it(`keeps at most ${BUILDS_MAX} builds a user`, async () => {
    const user = await builderUser();
    for (let made = 0; made < BUILDS_MAX; made++) expect((await user.post(BUILDS, {})).statusCode).toBe(201);
    const refused = await user.post(BUILDS, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BUILDER_MESSAGES.tooMany);
  });
});
