import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

/** The rows of the list on screen. */
const rows = (page: Page) => page.getByTestId('results').getByRole('listitem');
const resultCount = (page: Page) => page.getByTestId('result-count');
/** The results in the rolls overlay, newest first. */
const rollResults = (page: Page) => page.getByRole('region', { name: 'Roll results' }).getByRole('article');

test('the compendium index links to every list and carries the SRD attribution', async ({ page }) => {
  await page.goto('/compendium');
  await expect(page.getByRole('heading', { name: 'Compendium', level: 1 })).toBeVisible();
  for (const [name, href] of [
    ['Monsters', '/compendium/monsters'],
    ['Spells', '/compendium/spells'],
    ['Items', '/compendium/items'],
    ['Conditions', '/compendium/conditions'],
    ['Rules', '/compendium/rules'],
    ['Homebrew', '/homebrew'],
  ] as const) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
  }
  await expect(page.getByTestId('srd-attribution')).toContainText(
    'This work includes material taken from the System Reference Document 5.1 ("SRD 5.1") by Wizards of the Coast LLC',
  );
  await expectNoSeriousA11yViolations(page);
});

// Filters, order and paging in the address, a failed load's Try again and an entry not found are component
// tests (apps/web/src/app/routes/compendium-pages.test.tsx); the server's filters and sorts are the server
// suite's. Here: the real SRD through the real server, browsed and opened.
test('the monster list shows fifteen to a page and searches by name as you type', async ({ page, baseURL }) => {
  await page.goto('/compendium/monsters');
  await expect(page.getByRole('heading', { name: 'Monsters', level: 1 })).toBeVisible();
  await expect(rows(page)).toHaveCount(15);
  await expect(resultCount(page)).toHaveText(/^\d+ monsters, page 1 of \d+$/);

  await page.getByLabel('Search monsters by name').fill('dragon');
  await expect(page).toHaveURL(`${baseURL}/compendium/monsters?name=dragon`);
  await expect(rows(page).first()).toContainText('Dragon');
  for (const row of await rows(page).all()) await expect(row).toContainText(/dragon/i);

  await page.getByLabel('Search monsters by name').fill('zzzz');
  await expect(page.getByText('No monsters match “zzzz”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).toHaveURL(`${baseURL}/compendium/monsters`);
  await expect(rows(page)).toHaveCount(15);
});

test('a monster’s page shows its full stat block, with a title and a description of 160 characters at most', async ({
  page,
}) => {
  await page.goto('/compendium/monsters/adult-red-dragon');
  const block = page.getByTestId('stat-block');
  await expect(block.getByRole('heading', { name: 'Adult Red Dragon', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Adult Red Dragon | Skald');
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toMatch(/^Adult Red Dragon: Huge dragon, chaotic evil\. Armor Class 19/);
  expect(description?.length).toBeLessThanOrEqual(160);

  await expect(block).toContainText('Huge dragon, chaotic evil');
  await expect(block).toContainText('Hit Points 256 (19d12 + 133)');
  await expect(block).toContainText('Speed 40 ft., fly 80 ft., climb 40 ft.');
  await expect(block.getByRole('table', { name: 'Ability scores and modifiers' })).toContainText('27 (+8)');
  await expect(block).toContainText('Saving Throws Dex +6, Con +13, Wis +7, Cha +11');
  await expect(block).toContainText('Damage Immunities fire');
  await expect(block).toContainText('Challenge 17 (18,000 XP)');
  for (const section of ['Traits', 'Actions', 'Legendary Actions']) {
    await expect(block.getByRole('heading', { name: section, level: 2, exact: true })).toBeVisible();
  }
  await expect(block).toContainText('Fire Breath (Recharge 5–6).');
  await expect(page.getByTestId('srd-attribution')).toBeVisible();
});

test('clicking an attack in a stat block rolls it and shows the result', async ({ page }) => {
  await page.goto('/compendium/monsters/goblin');
  await page.getByRole('button', { name: 'Roll Scimitar: +4 to hit' }).click();
  const result = rollResults(page).filter({ hasText: 'Goblin: Scimitar' });
  await expect(result).toContainText(/To hit( natural (1|20))?: \d+/);
  await expect(result).toContainText(/d20 \d+ \+ 4/);
  await result.getByRole('button', { name: 'Close roll result' }).click();

  // The ability's name rolls everything: the attack and its damage together.
  await page.getByRole('button', { name: 'Roll Scimitar.' }).click();
  const both = rollResults(page).filter({ hasText: 'Goblin: Scimitar' }).first();
  await expect(both).toContainText(/To hit/);
  await expect(both).toContainText(/Slashing damage(, critical)?: \d+ \(1d6\+2: /);
});

test('spell, item, condition and rule pages', async ({ page }) => {
  await page.goto('/compendium/spells/fireball');
  const spell = page.getByTestId('spell-card');
  await expect(spell.getByRole('heading', { name: 'Fireball', level: 1 })).toBeVisible();
  await expect(spell).toContainText('3rd-level evocation');
  await expect(spell).toContainText('V, S, M (A tiny ball of bat guano and sulfur)');
  await expect(spell.getByRole('heading', { name: 'At higher levels' })).toBeVisible();
  const spellDescription = await page.locator('meta[name="description"]').getAttribute('content');
  expect(spellDescription?.length).toBeLessThanOrEqual(134);

  await page.goto('/compendium/items/longsword');
  await expect(page.getByTestId('item-card')).toContainText('Weapon: martial melee');
  await page.getByRole('button', { name: 'Roll Longsword damage: 1d8 slashing' }).click();
  await expect(rollResults(page).filter({ hasText: 'Longsword' })).toContainText(/Slashing damage: \d/);
  const itemDescription = await page.locator('meta[name="description"]').getAttribute('content');
  expect(itemDescription?.length).toBeLessThanOrEqual(157);

  await page.goto('/compendium/conditions/blinded');
  await expect(page.getByRole('heading', { name: 'Blinded', level: 1 })).toBeVisible();
  await expect(page.getByTestId('condition-card').getByRole('listitem').first()).toContainText("can't see");
  const conditionDescription = await page.locator('meta[name="description"]').getAttribute('content');
  expect(conditionDescription?.length).toBeLessThanOrEqual(131);

  await page.goto('/compendium/rules/combat');
  const rule = page.getByTestId('rule-card');
  await expect(rule.getByRole('heading', { name: 'Combat', level: 1 })).toBeVisible();
  await expect(rule.getByRole('heading', { name: 'The Order of Combat', level: 2 })).toBeVisible();
  await expect(rule).toContainText('Surprise');
});

test('homebrew says honestly that there is none yet', async ({ page }) => {
  await page.goto('/homebrew');
  await expect(page.getByRole('heading', { name: 'Homebrew', level: 1 })).toBeVisible();
  await expect(page.getByText('No homebrew monsters yet.')).toBeVisible();
  await expect(page.getByText(/Skald does not ship any yet/)).toBeVisible();
  await expect(page.getByTestId('srd-attribution')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // An SRD monster is not homebrew.
  await page.goto('/homebrew/goblin');
  await expect(page.getByRole('heading', { name: 'No monster called “goblin”', level: 1 })).toBeVisible();
});

test('the about page carries the SRD 5.1 attribution', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { name: 'About Skald', level: 1 })).toBeVisible();
  const attribution = page.getByTestId('srd-attribution');
  await expect(attribution).toContainText('The SRD 5.1 is licensed under the Creative Commons Attribution 4.0');
  await expect(
    attribution.getByRole('link', { name: 'https://creativecommons.org/licenses/by/4.0/legalcode' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('accessibility', () => {
  for (const [what, path, ready] of [
    ['the monster list', '/compendium/monsters', 'results'],
    ['a stat block', '/compendium/monsters/lich', 'stat-block'],
    ['a spell', '/compendium/spells/detect-magic', 'spell-card'],
    ['an item', '/compendium/items/bag-of-holding', 'item-card'],
    ['a rule', '/compendium/rules/using-ability-scores', 'rule-card'],
  ] as const) {
    test(`${what} has no serious violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      await expect(page.getByTestId('loading')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists and stat blocks fit the width', async ({ page }) => {
    for (const [path, ready] of [
      ['/compendium/monsters', 'results'],
      ['/compendium/monsters/adult-red-dragon', 'stat-block'],
      ['/compendium/rules/combat', 'rule-card'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
