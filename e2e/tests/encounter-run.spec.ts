import { findEntity } from '@skald/rules/encounter/roster-list';
import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { typeInitiativeAndStart } from '../support/demo.ts';
import {
  combatantRow,
  createSavedEncounter,
  dealDamage,
  serverSnapshot,
  TEST_PARTY_INITIATIVE,
} from '../support/encounters.ts';
import { expect, test } from '../support/fixtures.ts';

test.setTimeout(120_000);

test('a saved encounter keeps every change on the server: a reload, a second tab and turns played offline', async ({
  page,
}) => {
  await signUpViaApi(page);
  const ids = await createSavedEncounter(page);
  const address = `/run-encounter/${ids.campaignId}/${ids.encounterId}`;
  const status = page.getByRole('status', { name: /^Encounter / });

  await page.goto(address);
  await expect(status).toHaveAccessibleName('Encounter Saved');
  await typeInitiativeAndStart(page, TEST_PARTY_INITIATIVE);
  await dealDamage(page, 'Orc', '5');
  await expect(combatantRow(page, 'Orc')).toContainText('16/21 HP');
  await expect(status).toHaveAccessibleName('Encounter Saved');
  await expectNoSeriousA11yViolations(page);

  // A reload brings back the server's fight.
  await page.reload();
  await expect(combatantRow(page, 'Orc')).toContainText('16/21 HP');
  await expect(page.getByText('Round 1, turn 1: Hero')).toBeVisible();

  // A second tab on the same encounter sees what the first one does, and the other way round.
  const other = await page.context().newPage();
  await other.goto(address);
  await expect(combatantRow(other, 'Orc')).toContainText('16/21 HP');
  await dealDamage(page, 'Ogre', '9');
  await expect(combatantRow(other, 'Ogre')).toContainText('50/59 HP');
  await dealDamage(other, 'Orc', '1');
  await expect(combatantRow(page, 'Orc')).toContainText('15/21 HP');
  await other.close();

  // Offline: three rounds go on in the browser and wait; back online they reach the server in order.
  await page.context().setOffline(true);
  for (let turn = 0; turn < 9; turn++) {
    await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  }
  await expect(page.getByText('Round 4, turn 1: Hero')).toBeVisible();
  await dealDamage(page, 'Ogre', '4');
  await expect(combatantRow(page, 'Ogre')).toContainText('46/59 HP');
  await expect(status).toHaveAccessibleName('Encounter Offline — 10 changes waiting');
  await page.context().setOffline(false);
  await expect(status).toHaveAccessibleName('Encounter Saved', { timeout: 20_000 });

  const held = await serverSnapshot(page, ids);
  expect([held.encounter.round, held.encounter.turn]).toEqual([4, 1]);
  expect(findEntity(held.encounter, 'ogre')?.curHp).toBe(46);
  expect(findEntity(held.encounter, 'orc')?.curHp).toBe(15);
  expect(held.log).toHaveLength(14);

  // What was kept offline was sent once: a reload shows the same fight.
  await page.reload();
  await expect(page.getByText('Round 4, turn 1: Hero')).toBeVisible();
  await expect(combatantRow(page, 'Ogre')).toContainText('46/59 HP');
  await expect(status).toHaveAccessibleName('Encounter Saved');
});

test('gestures the server has not taken yet are kept in the browser through a reload, then sent once', async ({
  page,
}) => {
  await signUpViaApi(page);
  const ids = await createSavedEncounter(page);
  const status = page.getByRole('status', { name: /^Encounter / });
  await page.goto(`/run-encounter/${ids.campaignId}/${ids.encounterId}`);
  await typeInitiativeAndStart(page, TEST_PARTY_INITIATIVE);
  await expect(status).toHaveAccessibleName('Encounter Saved');

  // The server cannot be reached for the syncs alone: the page itself still loads.
  const syncs = '**/encounters/*/commands';
  await page.route(syncs, (route) => route.abort('internetdisconnected'));
  await dealDamage(page, 'Orc', '6');
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await expect(status).toHaveAccessibleName('Encounter Offline — 2 changes waiting');
  await page.reload();
  await expect(combatantRow(page, 'Orc')).toContainText('15/21 HP');
  await expect(page.getByText('Round 1, turn 2: Orc')).toBeVisible();
  await expect(status).toHaveAccessibleName('Encounter Offline — 2 changes waiting');
  expect((await serverSnapshot(page, ids)).version).toBe(1);

  await page.unroute(syncs);
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await expect(status).toHaveAccessibleName('Encounter Saved', { timeout: 20_000 });
  const held = await serverSnapshot(page, ids);
  expect(held.version).toBe(4);
  expect(findEntity(held.encounter, 'orc')?.curHp).toBe(15);
  expect([held.encounter.round, held.encounter.turn]).toEqual([1, 3]);
});
