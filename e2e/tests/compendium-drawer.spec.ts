import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('the header’s compendium search finds monsters, spells, items and conditions at once', async ({ page }) => {
  await page.goto('/tools');
  await page.getByRole('button', { name: 'Compendium search' }).click();
  const drawer = page.getByRole('dialog', { name: 'Compendium search' });
  const search = drawer.getByLabel('Search monsters, spells, items and conditions');
  await expect(search).toBeFocused();
  await search.fill('fire');

  for (const kind of ['Monsters', 'Spells', 'Items', 'Conditions']) {
    await expect(drawer.getByRole('heading', { name: new RegExp(`^${kind}`), level: 3 })).toBeVisible();
  }
  await expect(
    drawer.getByRole('list', { name: 'Spells found' }).getByRole('button', { name: 'Fire Bolt', exact: true }),
  ).toBeVisible();
  await expect(
    drawer.getByRole('list', { name: 'Monsters found' }).getByRole('button', { name: 'Fire Giant' }),
  ).toBeVisible();
  // Five at most per kind, with a link to the rest.
  await expect(drawer.getByRole('list', { name: 'Spells found' }).getByRole('listitem')).toHaveCount(5);
  await expect(drawer.getByText('No conditions match.')).toBeVisible();
  await expect(drawer.getByRole('link', { name: /^All \d+ spells matching “fire”$/ })).toHaveAttribute(
    'href',
    '/compendium/spells?name=fire',
  );
  await expectNoSeriousA11yViolations(page);
});

test('opening a result shows the entry inside the drawer, with a way back and a link to its page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/tools');
  await page.getByRole('button', { name: 'Compendium search' }).click();
  const drawer = page.getByRole('dialog', { name: 'Compendium search' });
  await drawer.getByLabel('Search monsters, spells, items and conditions').fill('goblin');
  await drawer
    .getByRole('list', { name: 'Monsters found' })
    .getByRole('button', { name: 'Goblin', exact: true })
    .click();

  const block = drawer.getByTestId('stat-block');
  await expect(block.getByRole('heading', { name: 'Goblin', level: 3 })).toBeVisible();
  await expect(block).toContainText('Small humanoid (goblinoid), neutral evil');
  // The drawer's stat block rolls too.
  await block.getByRole('button', { name: 'Roll Scimitar: 1d6+2 slashing' }).click();
  const rolls = page.getByRole('region', { name: 'Roll results' });
  await expect(rolls.getByRole('article').filter({ hasText: 'Goblin: Scimitar' })).toContainText(/Slashing damage: \d/);

  await drawer.getByRole('button', { name: 'Back to results' }).click();
  await expect(drawer.getByLabel('Search monsters, spells, items and conditions')).toHaveValue('goblin');
  await drawer
    .getByRole('list', { name: 'Monsters found' })
    .getByRole('button', { name: 'Goblin', exact: true })
    .click();
  await drawer.getByRole('link', { name: 'Open the full page' }).click();
  await expect(page).toHaveURL(`${baseURL}/compendium/monsters/goblin`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Goblin', level: 1 })).toBeVisible();
});

test('a spell opened from the drawer shows its card', async ({ page }) => {
  await page.goto('/compendium');
  await page.getByRole('button', { name: 'Compendium search' }).click();
  const drawer = page.getByRole('dialog', { name: 'Compendium search' });
  await drawer.getByLabel('Search monsters, spells, items and conditions').fill('magic missile');
  await drawer.getByRole('list', { name: 'Spells found' }).getByRole('button', { name: 'Magic Missile' }).click();
  const card = drawer.getByTestId('spell-card');
  await expect(card.getByRole('heading', { name: 'Magic Missile', level: 3 })).toBeVisible();
  await expect(card).toContainText('1st-level evocation');
});
