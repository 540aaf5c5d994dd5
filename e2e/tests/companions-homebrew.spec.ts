import { randomInt } from 'node:crypto';
import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { libraryCall } from '../support/library-calls.ts';

test("a GM makes a companion from a player's page and finds it there", async ({ page }) => {
  await signUpViaApi(page);
  const thora = await libraryCall(page, 'POST', '/api/library/players', { character_name: 'Thora' });

  await page.goto(`/content/players/${thora.id}`);
  const companions = page.getByRole('region', { name: 'Companions' });
  await expect(companions).toContainText('Thora has no companions.');
  await companions.getByRole('link', { name: 'Add a companion' }).click();

  await expect(page).toHaveURL(new RegExp(`/content/npcs/add-npc\\?player=${thora.id}$`));
  await expect(page.getByRole('combobox', { name: 'Companion of' })).toHaveValue('Thora');
  await page.getByRole('textbox', { name: 'Name' }).fill('Ash Wolf');
  await page.screenshot({ path: test.info().outputPath('companion-creator.png') });
  await page.getByRole('button', { name: 'Save NPC' }).click();

  // Back on Thora's page, the wolf is listed, and opens as her companion.
  await expect(page).toHaveURL(new RegExp(`/content/players/${thora.id}$`));
  const listed = page.getByRole('list', { name: 'Companions of Thora' });
  await expect(listed.getByRole('link', { name: 'Ash Wolf' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('player-companions.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await listed.getByRole('link', { name: 'Ash Wolf' }).click();
  await expect(page).toHaveURL(/\/content\/companions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('combobox', { name: 'Companion of' })).toHaveValue('Thora');
});

test('anyone opens a shared NPC from /homebrew and reads its stat block', async ({ page, browser }) => {
  const mark = String(randomInt(100_000, 1_000_000));
  await signUpViaApi(page);
  await libraryCall(page, 'POST', '/api/library/npcs', {
    name: `ember drake ${mark}`,
    type: 'dragon',
    armor_class: 15,
    hit_points: 45,
    hit_dice: '6d8+18',
    constitution: 16,
    shared: true,
  });

  const reader = await (await browser.newContext()).newPage();
  await reader.goto('/homebrew');
  const shared = reader.getByRole('region', { name: 'Shared by game masters' });
  await shared.getByRole('textbox', { name: 'Search shared NPCs' }).fill(mark);
  await shared.getByRole('link', { name: `Ember Drake ${mark}` }).click();

  await expect(reader).toHaveURL(/\/homebrew\/npcs\/[0-9a-f-]{36}$/);
  const statBlock = reader.getByTestId('stat-block');
  await expect(statBlock.getByRole('heading', { level: 1, name: `Ember Drake ${mark}` })).toBeVisible();
  await expect(statBlock).toContainText('Armor Class 15');
  await expect(statBlock).toContainText('45 (6d8 + 18)');
  await expect(reader.getByText('No monster called')).toHaveCount(0);
  await reader.screenshot({ path: test.info().outputPath('homebrew-shared-npc.png'), fullPage: true });
  await expectNoSeriousA11yViolations(reader);
});
