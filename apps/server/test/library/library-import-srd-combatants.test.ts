import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { compendiumMonsters } from '../../src/modules/compendium/compendium-tables.ts';
import { fixtureCompendium } from '../compendium/compendium-test-app.ts';
import { encountersOf } from '../encounters/encounter-test-helpers.ts';
import { testDatabaseName } from '../test-database.ts';
import { importFile } from './library-import-kit.ts';
import { libraryApp, newUser } from './library-test-app.ts';

// A Shieldmaiden combatant naming a compendium monster (`npc: 'srd'`) joins the imported fight with the
// compendium's stat block, which the route looks up for the converter by name.

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

/** A campaign whose fight under way holds a compendium monster (numbered, as Shieldmaiden names copies) and one it lacks. */
const file = {
  meta: { export_version: '2.0' },
  campaigns: { '-Camp1': { name: 'Ashfall' } },
  encounters: {
    '-Camp1': {
      '-Enc1': {
        name: 'Drakes at the caldera',
        round: 2,
        turn: 0,
        finished: false,
        entities: {
          '-Ent1': {
            entityType: 'npc',
            npc: 'srd',
            id: 'cinderscale-drake',
            name: 'Cinderscale Drake (2)',
            initiative: 15,
            maxHp: 40,
            curHp: 31,
            ac: 14,
          },
          '-Ent2': {
            entityType: 'npc',
            npc: 'srd',
            id: 'no-such-beast',
            name: 'Nowhere Beast',
            initiative: 9,
            maxHp: 12,
            curHp: 12,
            ac: 11,
          },
        },
      },
    },
  },
  npcs: {},
  spells: {},
};

describe(`Shieldmaiden combatants from the compendium on ${testDatabaseName}`, () => {
  it('joins a combatant naming a compendium monster with its stat block, and says so of one the compendium lacks', async () => {
    const [stored] = await database.db
      .select({ body: compendiumMonsters.body })
      .from(compendiumMonsters)
      .where(eq(compendiumMonsters.slug, 'cinderscale-drake'));
    if (!stored) throw new Error('the fixture compendium has no cinderscale-drake');
    const gm = await newUser(app, database);

    const imported = await importFile(gm, file);
    expect(imported.statusCode, imported.body).toBe(200);
    const reasons = imported.json().changed.map((note: { reason: string }) => note.reason);
    expect(reasons.some((reason: string) => reason.startsWith('Nowhere Beast is not a compendium monster'))).toBe(true);
    expect(reasons.some((reason: string) => reason.startsWith('Cinderscale Drake'))).toBe(false);

    const [campaign] = (await gm.get('/api/library/campaigns')).json().results;
    const [encounter] = (await gm.get(encountersOf(campaign.id))).json().results;
    const snapshot = (await gm.get(`${encountersOf(campaign.id)}/${encounter.id}/snapshot`)).json();
    const [drake, beast] = snapshot.encounter.entities;
    expect(drake).toMatchObject({
      name: 'Cinderscale Drake (2)',
      npc: 'srd',
      curHp: 31,
      maxHp: 40,
      strength: stored.body.strength,
      challenge_rating: stored.body.challenge_rating,
    });
    expect(drake.actions.map((action: { name: string }) => action.name)).toEqual(
      (stored.body.actions ?? []).map((action) => action.name),
    );
    expect(beast.actions ?? []).toEqual([]);
  });
});
