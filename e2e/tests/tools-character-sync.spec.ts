import {
  EXAMPLE_CHARACTER as aria,
  type StandInExtensionSetup,
  standInCharacterSyncExtension,
} from '@skald/testing/character-sync-extension';
import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('the stand-in extension’s character becomes a player, and a changed sheet syncs it', async ({ page }) => {
  await signUpViaApi(page);
  await page.addInitScript(standInCharacterSyncExtension, { version: '1.4.2', characters: [aria] });
  await page.goto('/tools/character-sync');
  await expect(page.getByText('The character sync extension, version 1.4.2, is installed.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Aria Stormwind' });
  await card.getByRole('button', { name: 'Import as new player: Aria Stormwind' }).click();
  await expect(page.getByText('Aria Stormwind was imported as a new player.')).toBeVisible();
  const linked = card.getByRole('group', { name: 'Players linked to Aria Stormwind' });
  await expect(linked.getByText('In sync')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The sheet changes on its site: the extension now holds a level 6 Aria with more hit points.
  await page.evaluate(() => {
    const standIn = (window as unknown as { characterSyncStandIn: StandInExtensionSetup }).characterSyncStandIn;
    standIn.characters = [{ ...(standIn.characters[0] as object), level: 6, xp: 14_000, max_hit_points: 45 }];
  });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(linked.getByText('Out of sync')).toBeVisible();
  await expect(linked).toContainText('Differs in Level, Experience, Max HP');
  await linked.getByRole('button', { name: 'Sync Aria Stormwind' }).click();
  await expect(linked.getByText('In sync')).toBeVisible();

  await page.goto('/content/players');
  await page.getByRole('link', { name: 'Aria Stormwind' }).click();
  await expect(page.getByLabel('Level')).toHaveValue('6');
  await expect(page.getByLabel('Max HP')).toHaveValue('45');
  await expect(page.getByLabel('Sync address')).toHaveValue(aria.url);
});

test('without an extension the page says it was not found and how to install one', async ({ page }) => {
  await page.goto('/tools/character-sync');
  const missing = page.getByRole('alert').filter({ hasText: 'No character sync extension found' });
  await expect(missing).toContainText('The character was not found in the character sync extension.');
  await expect(page.getByText('Skald has no extension of its own yet.', { exact: false })).toBeVisible();
});
