import { createEntity } from '@skald/rules/encounter/entity';
import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { typeInitiativeAndStart } from '../support/demo.ts';
import { dealDamage } from '../support/encounters.ts';
import { expect, test } from '../support/fixtures.ts';
import { libraryCall } from '../support/library-calls.ts';

test('a finished saved encounter shows and gives the defeated monsters’ experience and its loot, items too, and a reset takes them back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  const player = await libraryCall(page, 'POST', '/api/library/players', { character_name: 'Aria Vance', level: 3 });
  const campaign = await libraryCall(page, 'POST', '/api/library/campaigns', {
    name: 'Lost Mine',
    players: { [player.id]: {} },
  });
  const encounter = await libraryCall(page, 'POST', `/api/library/campaigns/${campaign.id}/encounters`, {
    name: 'Cragmaw hideout',
    entities: [
      createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 15, ac: 13, challenge_rating: 0.5 }),
      createEntity({ key: 'goblin', name: 'Goblin', entityType: 'npc', maxHp: 7, ac: 15, challenge_rating: 0.25 }),
    ],
    loot: { currency: { gp: 35, sp: 12 }, items: [{ name: 'Potion of Healing', identified: true }] },
  });
  const experience = async () =>
    ((await (await page.request.get(`/api/library/players/${player.id}`)).json()) as { experience?: number })
      .experience ?? 0;
  const inventory = async () =>
    (
      (await (await page.request.get(`/api/library/campaigns/${campaign.id}`)).json()) as {
        inventory: { currency: Record<string, number>; items: { name: string }[] };
      }
    ).inventory;
  const purse = async () => (await inventory()).currency;
  const items = async () => (await inventory()).items.map((item) => item.name);

  await page.goto(`/run-encounter/${campaign.id}/${encounter.id}`);
  await typeInitiativeAndStart(page, [
    ['Orc', '10'],
    ['Goblin', '5'],
  ]);
  await dealDamage(page, 'Orc', '15');
  await page.getByRole('button', { name: 'Finish encounter', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Finish/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Encounter finished' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Encounter Saved' })).toBeVisible();
  // What each player gets, before it is given: the Orc was defeated, the Goblin ran.
  await expect(page.getByText('Experience: 100 XP for 1 defeated monster.')).toBeVisible();
  await expect(page.getByText('Left standing, so not counted: Goblin.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Aria Vance: 100 XP' })).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: "Put the loot in the campaign's inventory: 35 gp 12 sp and Potion of Healing" }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Give rewards' }).click();
  await expect(page.getByText('The experience and the loot were given.')).toBeVisible();
  expect(await experience()).toBe(100);
  expect(await purse()).toEqual({ pp: 0, gp: 35, sp: 12, cp: 0 });
  expect(await items()).toEqual(['Potion of Healing']);

  await page.getByRole('button', { name: 'Reset encounter' }).click();
  await expect(page.getByText('Not started: set initiative, then start')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Encounter Saved' })).toBeVisible();
  expect(await experience()).toBe(0);
  expect(await purse()).toEqual({ pp: 0, gp: 0, sp: 0, cp: 0 });
  expect(await items()).toEqual([]);
});
