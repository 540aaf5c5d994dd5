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
import { expect, type Page, test } from '../support/fixtures.ts';
import { waitForServiceWorker } from '../support/service-worker.ts';

// Service workers are blocked by default (playwright.config.ts); here the offline reload is served by the service worker.
test.use({ serviceWorkers: 'allow' });

test.setTimeout(120_000);

/** A promise and the way to settle it, for holding a request until the test lets it go. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Watches the version events the page receives (set up before the page opens its event stream); answers a
 * wait for the page to have heard of a version.
 */
async function watchVersions(page: Page): Promise<(version: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  let newest = -1;
  const waiting = new Set<() => void>();
  cdp.on('Network.eventSourceMessageReceived', ({ eventName, data }) => {
    if (eventName !== 'version') return;
    newest = Math.max(newest, (JSON.parse(data) as { version: number }).version);
    for (const wake of waiting) wake();
  });
  await cdp.send('Network.enable');
  return (version) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        if (newest < version) return;
        waiting.delete(wake);
        resolve();
      };
      waiting.add(wake);
      wake();
    });
}

test('a tab whose answer is slow catches up on the other tab’s hit before it says Saved', async ({ page }) => {
  await signUpViaApi(page);
  const ids = await createSavedEncounter(page);
  const address = `/run-encounter/${ids.campaignId}/${ids.encounterId}`;
  const status = page.getByRole('status', { name: /^Encounter / });
  const heard = await watchVersions(page);
  await page.goto(address);
  await typeInitiativeAndStart(page, TEST_PARTY_INITIATIVE);
  await expect(status).toHaveAccessibleName('Encounter Saved');
  const other = await page.context().newPage();
  await other.goto(address);
  await expect(other.getByText('Round 1, turn 1: Hero')).toBeVisible();
  const startVersion = (await serverSnapshot(page, ids)).version;

  // A slow network on the way back: the server applies this tab's hit at once, its answer comes later.
  const applied = gate();
  const answerGoes = gate();
  await page.route('**/encounters/*/commands', async (route) => {
    const response = await route.fetch();
    applied.open();
    await answerGoes.opened;
    await route.fulfill({ response });
  });
  const snapshotGoes = gate();
  await page.route('**/encounters/*/snapshot', async (route) => {
    await snapshotGoes.opened;
    await route.continue();
  });

  await dealDamage(page, 'Orc', '5');
  await applied.opened;
  await dealDamage(other, 'Ogre', '9');
  await expect(other.getByRole('status', { name: /^Encounter / })).toHaveAccessibleName('Encounter Saved');
  await expect(combatantRow(other, 'Orc')).toContainText('16/21 HP');
  await expect(combatantRow(other, 'Ogre')).toContainText('50/59 HP');
  // The other tab's version reaches this one while its own answer, one version older, is on its way.
  await heard(startVersion + 2);
  answerGoes.open();

  // Its answer confirms only its own hit: behind the version it heard of, it is not "Saved".
  await expect(status).toHaveAccessibleName('Encounter Updating…');
  await expect(combatantRow(page, 'Ogre')).toContainText('59/59 HP');
  snapshotGoes.open();
  await expect(status).toHaveAccessibleName('Encounter Saved');
  const held = await serverSnapshot(page, ids);
  expect(held.version).toBe(startVersion + 2);
  for (const tab of [page, other]) {
    await expect(combatantRow(tab, 'Orc')).toContainText(`${findEntity(held.encounter, 'orc')?.curHp}/21 HP`);
    await expect(combatantRow(tab, 'Ogre')).toContainText(`${findEntity(held.encounter, 'ogre')?.curHp}/59 HP`);
  }
});

test('a hit shown offline survives a reload that comes before IndexedDB commits it, and reaches the server once', async ({
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
  const before = await serverSnapshot(page, ids);

  await context.setOffline(true);
  // IndexedDB busy, as under a large write: a read-write transaction on the gestures kept going, so the next
  // gesture's write waits behind it and the reload comes first (what an immediate reload hits by chance).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('skald-encounters');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const gestures = request.result.transaction('commands', 'readwrite').objectStore('commands');
          const keepBusy = () => {
            gestures.count().onsuccess = keepBusy;
          };
          keepBusy();
          resolve();
        };
      }),
  );
  await dealDamage(page, 'Ogre', '7');
  await expect(combatantRow(page, 'Ogre')).toContainText('52/59 HP');
  await page.reload();

  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(combatantRow(page, 'Orc')).toContainText('16/21 HP');
  await expect(combatantRow(page, 'Ogre')).toContainText('52/59 HP');
  await expect(status).toHaveAccessibleName('Encounter Offline — 1 change waiting');

  await context.setOffline(false);
  await expect(status).toHaveAccessibleName('Encounter Saved', { timeout: 30_000 });
  const held = await serverSnapshot(page, ids);
  expect(findEntity(held.encounter, 'ogre')?.curHp).toBe(52);
  expect(held.version).toBe(before.version + 1);
  expect(held.log).toHaveLength(before.log.length + 1);
});
