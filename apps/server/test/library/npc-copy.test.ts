import { existsSync } from 'node:fs';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { npcFromMonster } from '@skald/contract/library/npc-from-monster';
import { npcRecordSchema } from '@skald/contract/library/npc-record';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { monsterRecord } from '../../src/modules/compendium/compendium-rows.ts';
import { compendiumMonsters } from '../../src/modules/compendium/compendium-tables.ts';
import { importSrd } from '../../src/modules/compendium/srd/import-srd.ts';
import { readSrdDir } from '../../src/modules/compendium/srd/read-srd-dir.ts';
import { DEFAULT_SRD_DATA_DIR } from '../../src/modules/compendium/srd-location.ts';
import { npcs } from '../../src/modules/library/library-tables.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { fixtureCompendium } from '../compendium/compendium-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { libraryApp, newUser } from './library-test-app.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database } = await fixtureCompendium());
  app = await libraryApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const copyUrl = (slug: string) => `/api/library/npcs/copy-monster/${slug}`;

describe(`“Copy to my NPCs” on ${testDatabaseName}`, () => {
  it('copies a compendium monster’s whole stat block into the user’s NPCs, named in lowercase', async () => {
    const gm = await newUser(app, database);
    const [stored] = await database.db
      .select({ body: compendiumMonsters.body })
      .from(compendiumMonsters)
      .where(eq(compendiumMonsters.slug, 'cinderscale-drake'));
    if (!stored) throw new Error('the fixture compendium has no cinderscale-drake');
    const drake = stored.body;

    const copied = await gm.post(copyUrl('cinderscale-drake'));
    expect(copied.statusCode, copied.body).toBe(201);
    const npc = copied.json();
    expect(npc).toMatchObject({
      name: 'cinderscale drake',
      size: drake.size,
      type: drake.type,
      armor_class: drake.armor_class,
      hit_points: drake.hit_points,
      hit_dice: drake.hit_dice,
      challenge_rating: drake.challenge_rating,
      strength: drake.strength,
      saving_throws: drake.saving_throws,
      speeds: drake.speeds,
      senses: drake.senses,
      damage_immunities: drake.damage_immunities,
      actions: drake.actions,
      legendary_actions: drake.legendary_actions,
      player_id: null,
      shared: false,
    });
    expect(npc.legendary_actions.length).toBeGreaterThan(0);
    expect(npc).not.toHaveProperty('url');
    expect(npc).not.toHaveProperty('source');
    expect((await gm.get(`/api/library/npcs/${npc.id}`)).json()).toEqual(npc);
    const list = (await gm.get('/api/library/npcs')).json();
    expect(list.results).toEqual([
      {
        id: npc.id,
        name: 'cinderscale drake',
        challenge_rating: drake.challenge_rating,
        avatar: '',
        storage_avatar: '',
        type: drake.type,
        hit_points: drake.hit_points,
        armor_class: drake.armor_class,
      },
    ]);
    const [row] = await database.db.select().from(npcs).where(eq(npcs.id, npc.id));
    expect(row).toMatchObject({ userId: gm.userId, challengeRating: drake.challenge_rating, type: drake.type });

    // The copy is the user's own: saving it back through the form's route keeps it whole.
    const { id, created: _created, updated: _updated, ...record } = npc;
    const saved = await gm.request('PUT', `/api/library/npcs/${id}`, record);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(record);
  });

  it('an unknown monster is a 404, anonymous a 401, and a full tier “Not enough slots”', async () => {
    const gm = await newUser(app, database);
    const missing = await gm.post(copyUrl('tarrasque-of-nowhere'));
    expect([missing.statusCode, missing.json().message]).toEqual([404, LIBRARY_MESSAGES.notFound]);
    expect((await new Browser(app).post(copyUrl('glimmer-newt'))).statusCode).toBe(401);

    // The Free tier holds 20 NPCs.
    await database.db.insert(npcs).values(
      Array.from({ length: 19 }, (_, n) => ({
        userId: gm.userId,
        searchName: `newt ${n}`,
        body: { name: `newt ${n}` },
      })),
    );
    expect((await gm.post(copyUrl('glimmer-newt'))).statusCode).toBe(201);
    const full = await gm.post(copyUrl('glimmer-newt'));
    expect([full.statusCode, full.json().message]).toEqual([409, LIBRARY_MESSAGES.notEnoughSlots]);
    expect((await gm.get('/api/library/npcs')).json().count).toBe(20);
  });
});

const srdDir = process.env.SRD_DATA_DIR ?? (existsSync(DEFAULT_SRD_DATA_DIR) ? DEFAULT_SRD_DATA_DIR : undefined);

describe.runIf(srdDir)('every SRD 5.1 monster copies into a valid NPC', () => {
  it('keeps each stat block as the compendium serves it, apart from the lowercase name', async () => {
    const { monsters } = importSrd(await readSrdDir(srdDir ?? ''));
    expect(monsters.length).toBeGreaterThan(300);
    for (const monster of monsters) {
      const served = monsterRecord(monster);
      const parsed = npcRecordSchema.safeParse(npcFromMonster(served));
      expect(parsed.error?.issues[0], served.name).toBeUndefined();
      const npc = parsed.data;
      expect(npc?.name).toBe(served.name.toLowerCase());
      expect(npc?.actions).toEqual(served.actions ?? []);
      expect(npc?.legendary_actions).toEqual(served.legendary_actions ?? []);
      expect([npc?.armor_class, npc?.hit_points, npc?.challenge_rating]).toEqual([
        served.armor_class,
        served.hit_points,
        served.challenge_rating,
      ]);
    }
  });
});
