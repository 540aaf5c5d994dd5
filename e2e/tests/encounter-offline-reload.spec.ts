import { findEntity } from '@skald/rules/encounter/roster-list';
import { signUpViaApi } from '../support/accounts.ts';
import { typeInitiativeAndStart } from '../support/demo.ts';
import {
  combatantRow,
  createSavedEncounter,
  dealDamage,
  serverSnapshot,
  TEST_PARTY_INITIATIVE,
} from '../support/encounters.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForServiceWorker } from '../support/service-worker.ts';

// Service workers are blocked by default (playwright.config.ts); here the reload without network is served by the service worker.
test.use({ serviceWorkers: 'allow' });

test.setTimeout(120_000);

test('a saved encounter reloaded with no network opens from the browser, keeps running, and syncs when the network returns', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  const ids = await createSavedEncounter(page);
  const address = `/run-encounter/${ids.campaignId}/${ids.encounterId}`;
  const status = page.getByRole('status', { name: /^Encounter / });
  await page.goto(address);
  await waitForServiceWorker(page);
  await typeInitiativeAndStart(page, TEST_PARTY_INITIATIVE);
  await dealDamage(page, 'Orc', '5');
  await expect(status).toHaveAccessibleName('Encounter Saved');

  await context.setOffline(true);
  await dealDamage(page, 'Ogre', '7');
  await page.reload();
  // Not sent to sign in, nor home: the fight and the waiting gesture come back from this browser.
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(combatantRow(page, 'Orc')).toContainText('16/21 HP');
  await expect(combatantRow(page, 'Ogre')).toContainText('52/59 HP');
  await expect(status).toHaveAccessibleName('Encounter Offline — 1 change waiting');
  await dealDamage(page, 'Orc', '2');
  await expect(status).toHaveAccessibleName('Encounter Offline — 2 changes waiting');

  await context.setOffline(false);
  await expect(status).toHaveAccessibleName('Encounter Saved', { timeout: 30_000 });
  const held = await serverSnapshot(page, ids);
  expect(findEntity(held.encounter, 'orc')?.curHp).toBe(14);
  expect(findEntity(held.encounter, 'ogre')?.curHp).toBe(52);
});
