import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForServiceWorker } from '../support/service-worker.ts';

// Service workers are blocked by default (playwright.config.ts); here pages reloaded offline come from the service worker and its compendium cache.
test.use({ serviceWorkers: 'allow' });
// The service worker's install, its caching and a reload offline: past the default on a loaded machine.
test.setTimeout(60_000);

test('a compendium page and a drawer search made online show again offline after a reload; a new search says it needs the connection', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  // Online: a monster's page, and a search in the header's drawer.
  await page.goto('/compendium/monsters/goblin');
  const block = page.getByTestId('stat-block');
  await expect(block.getByRole('heading', { name: 'Goblin', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Compendium search' }).click();
  const drawer = page.getByRole('dialog', { name: 'Compendium search' });
  const search = drawer.getByLabel('Search monsters, spells, items and conditions');
  await search.fill('fire');
  const spells = drawer.getByRole('list', { name: 'Spells found' });
  await expect(spells.getByRole('button', { name: 'Fire Bolt', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Later: the answers' five minutes in the browser's HTTP cache are over (emptied here), so only the
  // service worker's copies remain. Offline, reloaded: the page comes back from them, not home.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.detach();
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(`${baseURL}/compendium/monsters/goblin`);
  await expect(block.getByRole('heading', { name: 'Goblin', level: 1 })).toBeVisible();
  await expect(block).toContainText('Small humanoid (goblinoid), neutral evil');
  await expect(page.getByText('No internet connection')).toBeVisible();

  // The drawer finds what it found before, and says plainly what it cannot search.
  await page.getByRole('button', { name: 'Compendium search' }).click();
  await expect(drawer.getByText(/^You are offline: only searches already made on this device/)).toBeVisible();
  await search.fill('fire');
  await expect(spells.getByRole('button', { name: 'Fire Bolt', exact: true })).toBeVisible();
  await expect(
    drawer.getByRole('list', { name: 'Monsters found' }).getByRole('button', { name: 'Fire Giant' }),
  ).toBeVisible();
  await search.fill('dragon');
  await expect(drawer.getByText('Not searched: no connection.')).toHaveCount(4);
  await expect(drawer.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A list never opened on this device says so, rather than spinning.
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Monsters' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'You are offline, and this was not opened on this device before.',
  );
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // Loading it by itself once the connection returns is held by CompendiumDrawer.test.tsx: Chromium's emulated
  // network comes back to the page before its service worker, so a retry here would race the emulation.
});
