import { signUp, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';
import { libraryCall } from '../support/library-calls.ts';

async function freshAccount(page: Page): Promise<void> {
  await signUp(page, uniqueEmail());
  await page.getByRole('link', { name: 'Skip for now' }).click();
}

/** The list of one kind shows `name`. */
async function expectListed(page: Page, kind: string, name: string): Promise<void> {
  await page.goto(`/content/${kind}`);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
}

test('a GM exports their content and a fresh account imports the file: preview, confirm, the same records', async ({
  page,
  browser,
}) => {
  // Two sign-ups, a download, two axe runs and four lists: more than the default half minute on a busy machine.
  test.setTimeout(60_000);
  await freshAccount(page);
  const player = await libraryCall(page, 'POST', '/api/library/players', { character_name: 'Aria Vance', level: 5 });
  await libraryCall(page, 'POST', '/api/library/npcs', {
    name: 'Grey Wolf',
    size: 'medium',
    type: 'beast',
    challenge_rating: 0.25,
    player_id: player.id,
  });
  await libraryCall(page, 'POST', '/api/library/items', { name: 'bag of holding', rarity: 'uncommon' });
  const campaign = await libraryCall(page, 'POST', '/api/library/campaigns', {
    name: 'The Lost Mine',
    players: { [player.id]: {} },
  });
  const note = (await libraryCall(page, 'POST', `/api/library/campaigns/${campaign.id}/notes`, {
    text: 'Session 1: the goblin ambush.',
  })) as { id: string; text: string; created: string; updated: string };

  await page.goto('/content/import');
  await expect(page.getByRole('heading', { name: 'Import content', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export my content' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^skald-library-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();

  const other = await browser.newPage();
  await freshAccount(other);
  await other.goto('/content/import');
  const picker = other.locator('input[type="file"]');

  await picker.setInputFiles(file);
  await expect(other.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(other.getByText('4 records would be imported.')).toBeVisible();
  await expect(other.getByTestId('import-players')).toHaveText('1');
  await expect(other.getByTestId('import-npcs')).toHaveText('1');
  await expect(other.getByTestId('import-items')).toHaveText('1');
  await expect(other.getByTestId('import-campaigns')).toHaveText('1');
  await expect(other.getByRole('row', { name: 'Campaign notes 1 —' })).toBeVisible();
  await expectNoSeriousA11yViolations(other);

  await other.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(other.getByText('4 records were imported.')).toBeVisible();
  await other.getByRole('main').getByRole('link', { name: 'Players', exact: true }).click();
  await expect(other).toHaveURL(/\/content\/players$/);
  await expect(other.getByRole('link', { name: 'Aria Vance', exact: true })).toBeVisible();
  await expectListed(other, 'npcs', 'Grey Wolf');
  await expectListed(other, 'items', 'Bag of Holding');
  await expectListed(other, 'campaigns', 'The Lost Mine');
  // The note went to the campaign's copy, written when it was first written.
  const copy = (await (await other.request.get('/api/library/campaigns')).json()).results[0];
  const notes = (await (await other.request.get(`/api/library/campaigns/${copy.id}/notes`)).json()).notes;
  expect(notes).toMatchObject([{ text: note.text, created: note.created, updated: note.updated }]);
  await other.close();
});
