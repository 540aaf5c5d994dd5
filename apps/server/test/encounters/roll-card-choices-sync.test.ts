import { rollCard } from '@skald/rules/combat/roll-card';
import { setCritical, setDefense } from '@skald/rules/combat/roll-card-choices';
import { parseDice } from '@skald/rules/dice/parse-dice';
import { scriptedDice } from '@skald/rules/dice/random';
import { describe, expect, it } from 'vitest';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, newCampaign, newEncounter, queued, queuedUndo, sync } from './encounter-test-helpers.ts';

const context = useLibraryApp();
const face = (value: number, sides: number) => ({ value, sides });

/**
 * Orc o1's Shortsword (1d6+2) at Hero h1: 14 + 4 hits AC 16 with a 5. The GM makes it an
 * automatic critical (a second d6 shows 3: 5 + 3 + 2 = 10, the +2 once) and the hero resistant (5).
 */
function adjustedCard() {
  const dice = parseDice('1d6+2');
  if (!dice.ok) throw new Error(dice.error);
  const card = rollCard({
    key: 'card-1',
    name: 'Shortsword',
    actor: 'o1',
    target: { key: 'h1', ac: 16 },
    actions: [
      {
        kind: 'attack',
        attack_bonus: 4,
        rolls: [{ damage_type: 'piercing', dice: dice.expression, magical: false, missSave: 0 }],
      },
    ],
    advantage: 'normal',
    criticalSetting: 'roll',
    random: scriptedDice([face(14, 20), face(5, 6)]),
  });
  return setDefense(setCritical(card, 0, true, scriptedDice([face(3, 6)])), 'piercing', 'resistant');
}

describe(`a roll card the GM adjusted, through sync, on ${testDatabaseName}`, () => {
  it('applies as the card says (critical, resistant), undoes, and its Redo (the same command again) applies once more', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const encounter = await newEncounter(gm, campaignId);
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    const command = { type: 'apply-roll-card', card: adjustedCard(), multiplier: 1 } as const;
    const hit = queued(command);
    const hp = async () => (await gm.get(url)).json().encounter.entities[2];

    expect((await sync(gm, url, 0, [hit])).outcomes[0]).toMatchObject({ outcome: 'applied', version: 1 });
    expect(await hp()).toMatchObject({ key: 'h1', curHp: 25 });
    expect((await gm.get(url)).json().log[0].entry).toMatchObject({ amount: 5, crit: true });

    await sync(gm, url, 1, [queuedUndo(hit.id)]);
    expect(await hp()).toMatchObject({ curHp: 30 });
    const redo = queued(command);
    expect((await sync(gm, url, 2, [redo])).outcomes[0]).toMatchObject({ outcome: 'applied', version: 3 });
    expect(await hp()).toMatchObject({ curHp: 25 });
    expect((await gm.get(url)).json().log.map((line: { id: string }) => line.id)).toEqual([redo.id]);
  });

  it('a defense choice the rules do not know is refused in words and changes nothing', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const encounter = await newEncounter(gm, campaignId);
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    const card = { ...adjustedCard(), defenseChoices: { piercing: 'halved' } };
    const answer = await sync(gm, url, 0, [queued({ type: 'apply-roll-card', card, multiplier: 1 })]);
    expect(answer.outcomes[0]).toMatchObject({ outcome: 'refused', version: null });
    expect(answer.outcomes[0].error).toMatch(/none, resistant, vulnerable or immune/);
    expect((await gm.get(url)).json().version).toBe(0);
  });
});
