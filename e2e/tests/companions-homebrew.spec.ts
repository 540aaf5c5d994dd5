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
  await page.getByRole('button', { name: 'Save NPC' }).click();

  // Back on Thora's page, the wolf is listed, and opens as her companion.
  await expect(page).toHaveURL(new RegExp(`/content/players/${thora.id}$`));
  const listed = page.getByRole('list', { name: 'Companions of Thora' });
  await expect(listed.getByRole('link', { name: 'Ash Wolf' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await listed.getByRole('link', { name: 'Ash Wolf' }).click();
  await expect(page).toHaveURL(/\/content\/companions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('combobox', { name: 'Companion of' })).toHaveValue('Thora');
});
