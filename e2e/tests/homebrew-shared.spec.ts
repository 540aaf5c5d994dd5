import { randomInt } from 'node:crypto';
import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { libraryCall } from '../support/library-calls.ts';

test('what a GM shares shows on the Homebrew list for anyone: an item by name as text, an NPC with its stat block', async ({
  page,
  browser,
}) => {
  const mark = String(randomInt(100_000, 1_000_000));
  await signUpViaApi(page);
  for (const [name, share] of [
    [`lamp of <ages> ${mark}`, true],
    [`secret lamp ${mark}`, false],
  ] as const) {
    await page.goto('/content/items/add-item');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('combobox', { name: 'Rarity' }).click();
    await page.getByRole('option', { name: 'Very rare' }).click();
    if (share) await page.getByRole('checkbox', { name: 'Share on the Homebrew list' }).check();
    await page.getByRole('button', { name: 'Save item' }).click();
    await expect(page).toHaveURL(/\/content\/items$/);
  }
  await libraryCall(page, 'POST', '/api/library/npcs', {
    name: `ember drake ${mark}`,
    type: 'dragon',
    armor_class: 15,
    hit_points: 45,
    hit_dice: '6d8+18',
    constitution: 16,
    shared: true,
  });

  // Someone signed out reads it.
  const reader = await (await browser.newContext()).newPage();
  await reader.goto('/homebrew');
  const shared = reader.getByRole('region', { name: 'Shared by game masters' });
  await expect(shared.getByText(/^\d+ shared NPCs?$/)).toBeVisible();
  await shared.getByText('Items', { exact: true }).click();
  await shared.getByRole('textbox', { name: 'Search shared items' }).fill(mark);
  const rows = shared.getByRole('list', { name: 'Shared items' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Lamp of <Ages> ${mark}`);
  await expect(rows.first()).toContainText('Very rare');
  await expect(shared.getByText('1 shared item', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(reader);

  await shared.getByText('NPCs', { exact: true }).click();
  await shared.getByRole('textbox', { name: 'Search shared NPCs' }).fill(mark);
  await shared.getByRole('link', { name: `Ember Drake ${mark}` }).click();
  await expect(reader).toHaveURL(/\/homebrew\/npcs\/[0-9a-f-]{36}$/);
  const statBlock = reader.getByTestId('stat-block');
  await expect(statBlock.getByRole('heading', { level: 1, name: `Ember Drake ${mark}` })).toBeVisible();
  await expect(statBlock).toContainText('Armor Class 15');
  await expect(statBlock).toContainText('45 (6d8 + 18)');
  await expectNoSeriousA11yViolations(reader);
});
