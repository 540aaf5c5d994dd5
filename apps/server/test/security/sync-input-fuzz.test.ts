import { MAX_ENCOUNTER_ENTITIES } from '@skald/contract/library/encounter-record';
import { MAX_GAME_NUMBER, MAX_TEXT_LENGTH } from '@skald/rules/encounter/encounter-limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encountersOf, hero, newCampaign, newEncounter, orc } from '../encounters/encounter-test-helpers.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';

/**
 * The runner's sync, fed hostile command bodies: wrong types, huge and negative numbers, unknown fields,
 * long texts, deep nesting, batches of combatants past the limit. Nothing may answer 5xx, and nothing out
 * of bounds may be stored: after every run the fight and its log are read back and walked.
 */
const RUNS = 80;
/** Every field name the fuzzer makes up starts so, so a stored one is found by name. */
const UNKNOWN = 'zzUnknown';

const context = useLibraryApp();

const nastyValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(-7, -1e308, 1e308, 2 ** 53, MAX_GAME_NUMBER + 1, 'x'.repeat(20_000)) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, '', null, true, [], {}) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()) },
  { weight: 1, arbitrary: fc.constant(null).map(() => JSON.parse(`${'['.repeat(100)}${']'.repeat(100)}`)) },
);

const key = fc.constantFrom('o1', 'o2', 'h1', 'nobody', 'k'.repeat(5000));

/** Commands as the runner makes them, some aimed at fields with limits. */
const template = fc.oneof(
  key.map((target) => ({ type: 'damage', target, amount: 3, by: null })),
  key.map((target) => ({ type: 'heal', target, amount: 3, by: 'h1' })),
  key.map((k) => ({ type: 'set-initiative', key: k, initiative: 12 })),
  key.map((k) => ({ type: 'edit-entity', key: k, edits: { name: 'Grub', maxHp: 20 } })),
  key.map((k) => ({ type: 'add-condition', key: k, condition: 'prone', rounds: 2 })),
  key.map((k) => ({
    type: 'set-reminder',
    key: k,
    reminderKey: 'r',
    reminder: { title: 'Bless', trigger: 'damage', action: 'notify', notify: 'Roll' },
  })),
  fc.uuid().map((k) => ({ type: 'add-entity', entity: orc(`j-${k}`) })),
  fc.integer({ min: 1, max: 20 }).chain((count) =>
    fc.array(fc.uuid(), { minLength: count, maxLength: count }).map((keys) => ({
      type: 'batch',
      commands: keys.map((k) => ({ type: 'add-entity', entity: orc(`b-${k}`) })),
    })),
  ),
);

/** A path into the command (`entity.maxHp`, `reminder.notify`) set to a nasty value, or a field made up. */
const hostile = fc.tuple(template, fc.nat(), nastyValue, fc.boolean()).map(([command, pick, value, madeUp]) => {
  const copy = structuredClone(command) as Record<string, unknown>;
  const nested = Object.values(copy).filter((inner) => typeof inner === 'object' && inner !== null);
  const holder = (nested.length > 0 && pick % 2 === 0 ? nested[pick % nested.length] : copy) as Record<string, unknown>;
  const fields = Object.keys(holder).filter((field) => field !== 'type');
  const field = madeUp || fields.length === 0 ? `${UNKNOWN}${pick % 3}` : (fields[pick % fields.length] as string);
  holder[field] = value;
  return copy;
});

const queuedItem = fc.tuple(fc.uuid(), fc.oneof(template, hostile)).map(([id, command]) => ({
  id,
  at: 1_700_000_000_000,
  automate: true,
  action: { kind: 'command', command },
}));

/** A whole body: mostly well-formed around hostile commands, sometimes broken itself. */
const body = fc.oneof(
  { weight: 6, arbitrary: fc.array(queuedItem, { minLength: 1, maxLength: 6 }).map((commands) => ({ commands })) },
  { weight: 1, arbitrary: nastyValue.map((commands) => ({ commands })) },
  { weight: 1, arbitrary: queuedItem.map((item) => ({ commands: [{ ...item, [`${UNKNOWN}9`]: 1 }] })) },
);

/** Every string, number and field name stored, walked: each within what the engine allows. */
function expectWithinBounds(value: unknown, at: string): void {
  if (typeof value === 'string') expect(value.length, at).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
  if (typeof value === 'number') expect(Math.abs(value), at).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  if (typeof value !== 'object' || value === null) return;
  for (const [field, inner] of Object.entries(value)) {
    expect(field.startsWith(UNKNOWN), `${at}.${field}`).toBe(false);
    expectWithinBounds(inner, `${at}.${field}`);
  }
}

describe(`hostile sync bodies never answer 5xx nor store anything out of bounds, on ${testDatabaseName}`, () => {
  it(`holds over ${RUNS} syncs`, async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const start = [orc('o1'), orc('o2'), hero('h1')];
    const crowd = Array.from({ length: MAX_ENCOUNTER_ENTITIES - 10 - start.length }, (_, i) => orc(`c${i}`));
    const created = await newEncounter(gm, campaignId, { entities: [...start, ...crowd] });
    const url = `${encountersOf(campaignId)}/${created.id}`;
    let version = 0;
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const response = await gm.post(`${url}/commands`, { baseVersion: version, ...sent });
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        if (response.statusCode === 200) version = response.json().version;
      }),
      { numRuns: RUNS },
    );
    const read = (await gm.get(url)).json();
    expect(read.encounter.entities.length).toBeLessThanOrEqual(MAX_ENCOUNTER_ENTITIES);
    expectWithinBounds(read.encounter, 'encounter');
    expectWithinBounds(read.log, 'log');
  });
});
