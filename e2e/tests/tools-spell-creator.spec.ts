import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// The form's checks and the signed-in save are held by SpellCreatorPage.test.tsx; this is the visitor's real
// download in the browser, and the page's axe scan.
test('a visitor writes a spell in the spell creator and the browser downloads it as JSON', async ({ page }) => {
  await page.goto('/tools/spell-creator');
  await expect(page.getByRole('heading', { name: 'Spell creator', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to my spells' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Name' }).fill('Frost Spark');
  await page.getByRole('textbox', { name: 'Description' }).fill('A shard of ice leaps from your hand.');
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('frost-spark.json');
  const spell = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(spell).toMatchObject({ name: 'Frost Spark', level: 1, desc: 'A shard of ice leaps from your hand.' });
});
