import { randomBytes } from 'node:crypto';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import { HEALTH_DISPLAYS } from '@skald/rules/encounter/entity-visibility';
import { FOLLOWER_SIDES } from '@skald/rules/encounter/follower-visibility';
import { aVisibilityChoice } from '@skald/testing/encounter-arbitraries';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encountersOf, newEncounter, queued, sync } from '../encounters/encounter-test-helpers.ts';
import { testDatabaseName } from '../test-database.ts';
import { goLive, LiveClient, liveGm, useLiveServer } from './live-test-kit.ts';

/**
 * The wire property (issue 14): over a random fight, nothing a follower socket receives names a hidden
 * combatant (its name, key or linked record's id), or tells exact hit points the GM obscured or hid.
 * Combatants carry unique marker names and keys, and each one's hit points stay in its own band of
 * numbers, so a search of the raw frames is sound.
 */

/** How a combatant is kept from followers for the whole fight. */
type Secrecy = 'secret' | 'masked' | 'open';

interface Planned {
  key: string;
  name: string;
  secrecy: Secrecy;
  band: { low: number; high: number };
  entity: EncounterEntity;
}

const MAX_HITS = 12;
const MAX_AMOUNT = 50;

const aCombatant = fc.record({
  secrecy: fc.constantFrom<Secrecy>('secret', 'masked', 'open'),
  entityType: fc.constantFrom('player' as const, 'npc' as const, 'companion' as const),
  friendly: fc.boolean(),
  extra: fc.nat(99),
  maskedHealth: fc.constantFrom('obscured' as const, 'hidden' as const),
});

/** What a masked combatant may be switched to: never its name, never exact health. */
const aMaskedChoice = fc
  .tuple(aVisibilityChoice, fc.constantFrom('obscured' as const, 'hidden' as const))
  .map(([choice, health]) => ({ ...choice, name: false, health }));

const aSideChoice = fc.record({
  name: fc.boolean(),
  health: fc.constantFrom(...HEALTH_DISPLAYS),
  ac: fc.boolean(),
  conditions: fc.boolean(),
  deathSaves: fc.boolean(),
});

const aFight = fc
  .record({
    combatants: fc.array(aCombatant, { minLength: 2, maxLength: 6 }),
    sides: fc.tuple(aSideChoice, aSideChoice, aSideChoice, aSideChoice),
  })
  .chain(({ combatants, sides }) =>
    fc.record({
      combatants: fc.constant(combatants),
      sides: fc.constant(sides),
      steps: fc.array(
        fc.record({
          kind: fc.constantFrom('damage', 'heal', 'next-turn', 'hide', 'visibility', 'condition'),
          who: fc.nat(combatants.length - 1),
          amount: fc.integer({ min: 1, max: MAX_AMOUNT }),
          hidden: fc.boolean(),
          masked: aMaskedChoice,
          open: fc.option(aVisibilityChoice, { nil: null }),
        }),
        { minLength: 1, maxLength: MAX_HITS },
      ),
      batches: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: MAX_HITS, maxLength: MAX_HITS }),
    }),
  );

type Combatant = typeof aCombatant extends fc.Arbitrary<infer C> ? C : never;

function plan(combatants: Combatant[], linkId: string): Planned[] {
  const tag = randomBytes(4).toString('hex');
  return combatants.map((combatant, n) => {
    const key = `key${tag}x${n}`;
    const name = `Marker${tag}x${n}`;
    // Each combatant's hit points stay within its own band: no other's can equal them.
    const maxHp = 1000 * (n + 1) + combatant.extra;
    const band = { low: maxHp - MAX_HITS * MAX_AMOUNT, high: maxHp };
    const entity = createEntity({
      key,
      name,
      entityType: combatant.entityType,
      friendly: combatant.friendly,
      maxHp,
      curHp: maxHp,
      ac: 12,
      initiative: 20 - n,
      hidden: combatant.secrecy === 'secret',
      ...(combatant.secrecy === 'secret' && combatant.entityType === 'npc' ? { id: linkId } : {}),
      ...(combatant.secrecy === 'masked'
        ? { followerVisibility: { name: false, health: combatant.maskedHealth } }
        : {}),
    });
    return { key, name, secrecy: combatant.secrecy, band, entity };
  });
}

const context = useLiveServer();

describe(`the wire to followers, on ${testDatabaseName}`, () => {
  it('never carries a hidden combatant’s name, key or id, nor exact hit points obscured or hidden', async () => {
    const gm = await liveGm(context.app, context.database);
    const npc = await gm.post('/api/library/npcs', { name: 'Linked secret' });
    expect(npc.statusCode, npc.body).toBe(201);
    const linkId = npc.json().id as string;
    const campaignUrl = `/api/library/campaigns/${gm.campaignId}`;

    await fc.assert(
      fc.asyncProperty(aFight, async ({ combatants, sides, steps, batches }) => {
        const planned = plan(combatants, linkId);
        const { id: _id, created: _created, updated: _updated, ...campaign } = (await gm.get(campaignUrl)).json();
        const follower_visibility = Object.fromEntries(FOLLOWER_SIDES.map((side, n) => [side, sides[n]]));
        const saved = await gm.request('PUT', campaignUrl, { ...campaign, follower_visibility });
        expect(saved.statusCode, saved.body).toBe(200);
        const encounter = await newEncounter(gm, gm.campaignId, { entities: planned.map((p) => p.entity) });
        await goLive(gm, encounter.id);

        const client = await LiveClient.open(context.url);
        client.send({ type: 'follow', userId: gm.userId, campaignId: gm.campaignId });
        await client.next('snapshot');

        const commands: EncounterCommand[] = [{ type: 'start' }];
        for (const step of steps) {
          const target = planned[step.who] as Planned;
          if (step.kind === 'damage')
            commands.push({ type: 'damage', target: target.key, amount: step.amount, by: null } as EncounterCommand);
          else if (step.kind === 'heal')
            commands.push({ type: 'heal', target: target.key, amount: step.amount, by: null });
          else if (step.kind === 'next-turn') commands.push({ type: 'next-turn' });
          else if (step.kind === 'condition')
            commands.push({ type: 'add-condition', key: target.key, condition: 'poisoned' });
          else if (step.kind === 'hide' && target.secrecy !== 'secret')
            commands.push({ type: 'set-hidden', key: target.key, hidden: step.hidden });
          else if (step.kind === 'visibility' && target.secrecy === 'masked')
            commands.push({ type: 'set-follower-visibility', key: target.key, visibility: step.masked });
          else if (step.kind === 'visibility' && target.secrecy === 'open')
            commands.push({ type: 'set-follower-visibility', key: target.key, visibility: step.open });
        }
        const commandsUrl = `${encountersOf(gm.campaignId)}/${encounter.id}`;
        let version = 0;
        for (let at = 0, n = 0; at < commands.length; n += 1) {
          const size = batches[n % batches.length] ?? 1;
          const batch = commands.slice(at, at + size).map((one) => queued(one));
          at += size;
          ({ version } = await sync(gm, commandsUrl, version, batch));
        }
        await context.app.live.idle();
        await client.quietFor(50);
        client.close();

        const wire = client.raw.join('\n');
        // The follower did watch this fight: the search below looks at real frames.
        expect(wire).toContain('"Ambush at the bridge"');
        expect(client.raw.length).toBeGreaterThan(1);
        const hpNumbers = [...wire.matchAll(/"(?:cur|max|temp)":(-?\d+)/g)].map((match) => Number(match[1]));
        for (const combatant of planned) {
          // No combatant's key ever leaves: followers know them by public ids.
          expect(wire).not.toContain(combatant.key);
          if (combatant.secrecy === 'open') continue;
          expect(wire).not.toContain(combatant.name);
          expect(hpNumbers.filter((hp) => hp >= combatant.band.low && hp <= combatant.band.high)).toEqual([]);
          if (combatant.secrecy === 'secret') expect(wire).not.toContain(linkId);
        }
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
