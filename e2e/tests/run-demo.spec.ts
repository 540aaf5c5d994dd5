import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startDemo } from '../support/demo.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

async function damage(page: Page, target: string, amount: string) {
  await page.getByRole('checkbox', { name: `Target ${target}`, exact: true }).check();
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Damage (Enter)' }).click();
  await page.getByRole('checkbox', { name: `Target ${target}`, exact: true }).uncheck();
}

const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test('the demo starts with the spec\u2019s party and monsters, and damage lands on the target', async ({ page }) => {
  await startDemo(page);
  for (const [name, hp] of [
    ['Barbarian', '41/41 HP'],
    ['Warlock', '31/31 HP'],
    ['Druid', '34/34 HP'],
    ['Orc', '21/21 HP'],
    ['Orc (1)', '12/12 HP'],
    ['Ogre', '72/72 HP'],
  ] as const) {
    await expect(row(page, name)).toContainText(hp);
  }
  await damage(page, 'Ogre', '9');
  await expect(row(page, 'Ogre')).toContainText('63/72 HP');
  await expect(page.getByRole('button', { name: 'Undo: Barbarian did 9 damage to Ogre' })).toBeVisible();
});

test('a dying player gets a failed death save on the next hit, and undo takes it back', async ({ page }) => {
  await startDemo(page);
  await damage(page, 'Druid', '34');
  await expect(row(page, 'Druid')).toContainText('Dying');
  await damage(page, 'Druid', '3');
  // The Druid's turn shows the saves: one failure from the hit at 0 hit points.
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await expect(page.getByText('Round 1, turn 3: Druid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Death save 1 of 5: failure' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo: Next turn' }).first().click();
  await page.getByRole('button', { name: 'Undo: Next turn' }).first().click();
  await page.getByRole('button', { name: 'Undo: Barbarian did 0 damage to Druid (3 overkill)' }).click();
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Death save 1 of 5: empty' })).toBeVisible();
});

test('Shift+Right moves to the next turn when no field has the focus', async ({ page }) => {
  await startDemo(page);
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText('Round 1, turn 2: Warlock')).toBeVisible();
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(page.getByText('Round 1, turn 1: Barbarian')).toBeVisible();
});

test('a dealer chosen out of turn and a critical last for one hit; the next turn deals as its combatant', async ({
  page,
}) => {
  await startDemo(page);
  const dealtBy = page.getByRole('combobox', { name: 'Dealt by' });
  await expect(dealtBy).toHaveValue('Barbarian');
  await dealtBy.click();
  await page.getByRole('option', { name: 'Druid' }).click();
  await page.getByRole('checkbox', { name: 'Critical' }).check();
  await damage(page, 'Ogre', '4');
  await expect(page.getByRole('button', { name: 'Undo: Druid did 4 damage to Ogre' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Critical' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await expect(page.getByText('Round 1, turn 2: Warlock')).toBeVisible();
  await expect(dealtBy).toHaveValue('Warlock');
});

test('the damage meters count what each combatant dealt', async ({ page }) => {
  await startDemo(page);
  await damage(page, 'Orc', '7');
  await page.getByRole('tab', { name: 'Damage meters' }).click();
  await expect(page.getByLabel('Barbarian: 7 damage')).toBeVisible();
});

test('the runner has no serious accessibility violations before and during the fight', async ({ page }) => {
  await page.goto('/demo/run-encounter');
  await expect(page.getByRole('heading', { name: 'Custom encounter' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await startDemo(page);
  await expectNoSeriousA11yViolations(page);
});

test('a turn without the mouse: 4 picks the Orc, Enter, 5, Enter deals 5, Shift+Right moves on', async ({ page }) => {
  await startDemo(page);
  await page.keyboard.press('4');
  await expect(page.getByRole('checkbox', { name: 'Target Orc', exact: true })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Amount')).toBeFocused();
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Orc')).toContainText('16/21 HP');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText('Round 1, turn 2: Warlock')).toBeVisible();
});

test('the keybindings drawer lists the runner\u2019s keys while the runner is shown', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('button', { name: /Keyboard shortcuts/ }).click();
  const table = page.getByRole('table', { name: 'Keyboard shortcuts' });
  await expect(table).toContainText('Next turn');
  await expect(table).toContainText('Pick or drop a target by its place in the list');
});

test('the demo builder shows the party, the monsters and the difficulty, and adds a monster', async ({ page }) => {
  await page.goto('/demo');
  await expect(page.getByRole('heading', { name: 'Demo encounter', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Monsters', exact: true })).toContainText('Orc (1)');
  await expect(page.getByText('650 XP, adjusted 1,300')).toBeVisible();
  await page.getByLabel('Search the compendium').fill('goblin');
  await page.getByRole('button', { name: 'Add Goblin', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Monsters', exact: true })).toContainText('Goblin');
  await expect(page.getByText('700 XP, adjusted 1,400')).toBeVisible();
  await page.getByRole('link', { name: 'Run the encounter' }).click();
  await expect(page).toHaveURL(/\/demo\/run-encounter$/);
  await expect(page.getByRole('checkbox', { name: 'Target Goblin', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the Orc rolls its greataxe at the Barbarian, the card applies in full, and undo takes it back', async ({
  page,
}) => {
  await startDemo(page);
  for (let turn = 0; turn < 3; turn++) await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await expect(page.getByText('Round 1, turn 4: Orc')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Target Barbarian', exact: true }).check();
  await page.getByRole('button', { name: 'Roll Greataxe' }).click();
  const card = page.getByRole('group', { name: /^Greataxe against Barbarian/ });
  await card.getByText('Hit', { exact: true }).click();
  const total = Number((await card.getByText(/^Total \d+$/).textContent())?.replace('Total ', ''));
  expect(total).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Full' }).click();
  await expect(card).toHaveCount(0);
  await expect(row(page, 'Barbarian')).toContainText(`${41 - total}/41 HP`);
  await page.getByRole('button', { name: /^Undo: Orc did/ }).click();
  await expect(row(page, 'Barbarian')).toContainText('41/41 HP');
});

test('a missed attack says it does no damage, not "= 0 slashing"', async ({ page }) => {
  await startDemo(page);
  for (let turn = 0; turn < 3; turn++) await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Target Barbarian', exact: true }).check();
  await page.getByRole('button', { name: 'Roll Greataxe' }).click();
  const card = page.getByRole('group', { name: /^Greataxe against Barbarian/ });
  await card.getByText('Miss', { exact: true }).click();
  await expect(card).toContainText('Missed: no damage');
  await expect(card).not.toContainText('= 0');
  await card.getByText('Hit', { exact: true }).click();
  await expect(card).toContainText(/= \d+ slashing/);
});

test('Concentrating on the Warlock speaks up when it takes damage, and Remove takes it off', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('checkbox', { name: 'Target Warlock', exact: true }).check();
  await page.getByRole('combobox', { name: 'Reminder' }).click();
  await page.getByRole('option', { name: 'Concentrating' }).click();
  await page.getByRole('button', { name: 'Add reminder' }).click();
  await page.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Damage (Enter)' }).click();
  const prompt = page.getByRole('alert').filter({ hasText: 'Warlock: Concentrating' });
  await expect(prompt).toContainText('Make a constitution saving throw');
  await prompt.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await expect(page.getByText('Round 1, turn 2: Warlock')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove reminder Concentrating' })).toHaveCount(0);
});

test('the Ogre can be knocked prone for two rounds, shown on its row', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('checkbox', { name: 'Target Ogre', exact: true }).check();
  await page.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: 'Prone' }).click();
  await page.getByLabel('Rounds').fill('2');
  await page.getByRole('button', { name: 'Add condition' }).click();
  await expect(row(page, 'Ogre')).toContainText('prone (2)');
});

test('editing the Barbarian applies the spec\u2019s clamps: AC -3 becomes 1, 60 hit points become 41', async ({
  page,
}) => {
  await startDemo(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Barbarian' });
  await dialog.getByLabel('Armor class', { exact: true }).fill('-3');
  await dialog.getByLabel('Current hit points').fill('60');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, 'Barbarian')).toContainText('AC 1');
  await expect(row(page, 'Barbarian')).toContainText('41/41 HP');
});

test('finishing the demo shows the meters, the XP and an invitation; running it again resets the fight', async ({
  page,
}) => {
  await startDemo(page);
  await damage(page, 'Orc', '8');
  await page.getByRole('button', { name: 'Finish encounter' }).click();
  await page
    .getByRole('dialog', { name: 'Finish the encounter?' })
    .getByRole('button', { name: 'Finish encounter' })
    .click();
  await expect(page.getByRole('heading', { name: 'Demo finished', level: 1 })).toBeVisible();
  await expect(page.getByText('The party earns 650 XP, 216 each.')).toBeVisible();
  await expect(page.getByLabel('Barbarian: 8 damage')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Run the demo again' }).click();
  await expect(page.getByText('Not started: set initiative, then start')).toBeVisible();
  await expect(row(page, 'Orc')).toContainText('21/21 HP');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the builder shows every name, hit points, armor class, level and rating whole', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('region', { name: 'Monsters', exact: true })).toContainText('Ogre');
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('section[aria-label] li *')]
        .filter((element) => element.children.length === 0 && element.textContent?.trim())
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth ||
            (getComputedStyle(element).textOverflow === 'ellipsis' &&
              element.scrollWidth > element.getBoundingClientRect().width + 1),
        )
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('a picked target can be hurt from the bar at the bottom of the screen', async ({ page }) => {
    await startDemo(page);
    await page.getByRole('checkbox', { name: 'Target Orc (1)', exact: true }).check();
    const bar = page.getByRole('group', { name: 'Quick damage and healing' });
    await expect(bar).toBeInViewport();
    await bar.getByLabel('Quick amount').fill('6');
    await bar.getByRole('button', { name: 'Damage' }).click();
    await expect(row(page, 'Orc (1)')).toContainText('6/12 HP');
    await expectNoSeriousA11yViolations(page);
  });
});
