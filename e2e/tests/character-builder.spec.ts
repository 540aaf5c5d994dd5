import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 240_000 });

/** Gives the account the contribute flag the builder (alpha) needs, as an operator does: `npm run admin`. */
async function flagForTheBuilder(
  server: { dataDir: string; kill(): Promise<void>; restart(): Promise<void> },
  email: string,
) {
  await server.kill();
  await promisify(execFile)(
    'npx',
    ['tsx', 'apps/server/src/modules/admin/admin-command.ts', 'contribute', email, 'character-builder'],
    {
      cwd: new URL('../../', import.meta.url).pathname,
      env: { ...process.env, DATA_DIR: server.dataDir },
    },
  );
  await server.restart();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A derived number as the panel shows it ("Armor class: 16"). */
const derived = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}: `));

test('a flagged user builds a hill dwarf fighter from the SRD, keeps it over a reload and saves it as a character', async ({
  browser,
  ownServer: server,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const email = await createAccount(context.request, uniqueEmail('builder'));
    await flagForTheBuilder(server, email);
    const page = await context.newPage();
    await page.goto('/tools/character-builder');
    await page.getByRole('link', { name: 'Open the character builder' }).click();
    await page.getByRole('button', { name: 'New character' }).click();
    await expect(page).toHaveURL(/\/content\/character-builder\/[0-9a-f-]+\/general$/);
    await page.getByRole('textbox', { name: 'Character name' }).fill('Brakka Stonefist');

    await page.getByRole('tab', { name: 'Race' }).click();
    await choose(page, 'Race', 'Dwarf');
    await expect(page.getByRole('combobox', { name: 'Subrace' })).toHaveValue('Hill Dwarf');
    await expect(derived(page, 'Speed')).toHaveText('25 ft.');

    await page.getByRole('tab', { name: 'Class' }).click();
    await choose(page, 'Class', 'Fighter');
    await page.getByRole('checkbox', { name: 'Athletics' }).check();
    await page.getByRole('checkbox', { name: 'Perception' }).check();
    // The standard array: Con 13 + 2 (+2) on a d10, Dex 14 (+2) unarmoured.
    await expect(derived(page, 'Max HP')).toHaveText('12');
    await expect(derived(page, 'Armor class')).toHaveText('12');

    await page.getByRole('tab', { name: 'Equipment' }).click();
    await page.getByRole('radio', { name: 'Chain Mail', exact: true }).check();
    await choose(page, 'Armour worn', 'Chain Mail (Heavy, AC 16)');
    await expect(derived(page, 'Armor class')).toHaveText('16');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Character saved in the builder.')).toBeVisible();
    await page.reload();
    await expect(derived(page, 'Armor class')).toHaveText('16');
    await expect(page.getByText('Brakka Stonefist', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Save as a player character' }).click();
    await expect(page.getByText('Saved as a new character.')).toBeVisible();
    await page.getByRole('link', { name: 'one of your characters' }).click();
    await expect(page.getByRole('textbox', { name: 'Character name' })).toHaveValue('Brakka Stonefist');
    await expect(page.getByRole('textbox', { name: 'Max HP' })).toHaveValue('12');
    await expect(page.getByRole('textbox', { name: 'Armor class' })).toHaveValue('16');
  } finally {
    await context.close();
  }
});
