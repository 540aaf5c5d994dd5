import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startDemo } from '../support/demo.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

/** Leaves every field, so the runner's keys reach the page. */
async function focusPage(page: Page) {
  await page.locator('body').click({ position: { x: 5, y: 700 } });
}

const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

const nextTurn = (page: Page) => page.getByRole('button', { name: 'Next turn', exact: true }).click();

test('Ctrl+K opens the command palette; Enter on "Next turn" moves the fight on and closes it', async ({ page }) => {
  await startDemo(page);
  await focusPage(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByRole('combobox', { name: 'Search the combat actions' })).toBeFocused();
  await expect(palette.getByRole('option', { name: /Previous turn/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(palette.getByRole('option', { name: /Previous turn/ })).toContainText(
    'After the first turn of the fight',
  );
  await page.keyboard.type('next');
  await expect(palette.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(palette).toHaveCount(0);
  await expect(page.getByText('Round 1, turn 2: Warlock')).toBeVisible();
});

test('the palette opens from the turn bar, closes on Esc, and Ctrl+K in a field leaves it shut', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('button', { name: 'Search the combat actions (Ctrl+K)' }).click();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox', { name: 'Search the combat actions' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(palette.getByRole('option', { name: /Next turn/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
  await page.getByLabel('Amount').focus();
  await page.keyboard.press('Control+k');
  await expect(page.getByLabel('Amount')).toBeFocused();
  await expect(palette).toHaveCount(0);
});

test('an Orc added mid-fight joins next round: skipped this round, in the order the next', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('button', { name: 'Add combatant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add combatant' });
  await expect(dialog.getByRole('switch', { name: 'Joins next round' })).toBeChecked();
  await dialog.getByLabel('Search the compendium').fill('orc');
  await dialog.getByRole('button', { name: 'Add Orc', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, 'Orc (2)')).toContainText('Joins next round');
  // Round 1 keeps its six turns: the new Orc is skipped.
  for (let turn = 0; turn < 5; turn++) await nextTurn(page);
  await expect(page.getByText(/^Round 1, turn 6: /)).toBeVisible();
  await nextTurn(page);
  // Its rolled initiative (d20 + 1) may even put it first.
  await expect(page.getByText(/^Round 2, turn 1: /)).toBeVisible();
  await expect(row(page, 'Orc (2)')).not.toContainText('Joins next round');
  // Round 2 has seven turns: the Orc takes one of them.
  for (let turn = 0; turn < 6; turn++) await nextTurn(page);
  await expect(page.getByText(/^Round 2, turn 7: /)).toBeVisible();
});

test('a player can join at once, with the initiative typed', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('button', { name: 'Add combatant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add combatant' });
  await dialog.getByRole('tab', { name: 'Player' }).click();
  await dialog.getByRole('switch', { name: 'Joins next round' }).uncheck();
  await dialog.getByLabel('Name').fill('Ranger');
  await dialog.getByLabel('Initiative').fill('15');
  await dialog.getByRole('button', { name: 'Add player' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, 'Ranger')).not.toContainText('Joins next round');
  // After the Druid (18), before the monsters (0), in this very round.
  for (let turn = 0; turn < 3; turn++) await nextTurn(page);
  await expect(page.getByText('Round 1, turn 4: Ranger')).toBeVisible();
});

async function writeReminder(page: Page, target: string) {
  await page.getByRole('checkbox', { name: `Target ${target}`, exact: true }).check();
  await page.getByRole('button', { name: 'Custom reminder…' }).click();
  return page.getByRole('dialog', { name: 'Custom reminder' });
}

test('a timed custom reminder speaks with its variable filled in, and stays until Keep reminder', async ({ page }) => {
  await startDemo(page);
  const dialog = await writeReminder(page, 'Warlock');
  await dialog.getByLabel('Title').fill('Hex');
  await dialog.getByRole('combobox', { name: 'Trigger' }).click();
  await page.getByRole('option', { name: 'Timed' }).click();
  await dialog.getByLabel('Rounds').fill('1');
  await dialog.getByLabel('Notify text').fill('[caster] may move the hex');
  await dialog.getByRole('button', { name: 'Add variable' }).click();
  await dialog.getByRole('textbox', { name: 'Variable 1 name' }).fill('caster');
  await dialog.getByRole('textbox', { name: 'Variable 1 value' }).fill('the Warlock');
  await dialog.getByRole('button', { name: 'Grape' }).click();
  await expect(dialog.getByRole('button', { name: 'Grape' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Save reminder' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Target Warlock', exact: true }).uncheck();

  // Its last round runs out at the start of the Warlock's turn, and it speaks.
  await nextTurn(page);
  await expect(page.getByText('Round 1, turn 2: Warlock')).toBeVisible();
  const toast = page.getByRole('alert').filter({ hasText: 'Warlock: Hex' });
  await expect(toast).toContainText('the Warlock may move the hex');
  // A passing notice comes and goes; the reminder waits for the GM.
  await page.getByRole('checkbox', { name: 'Target Ogre', exact: true }).check();
  await page.getByLabel('Amount').fill('4');
  await page.getByRole('button', { name: 'Damage (Enter)' }).click();
  const passing = page.getByRole('status').filter({ hasText: 'Damage done' });
  await expect(passing).toBeVisible();
  await expect(passing).toHaveCount(0);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Keep reminder' }).click();
  await expect(toast).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove reminder Hex' })).toBeVisible();
});

test('Remove on a custom reminder\u2019s notice takes it off the combatant', async ({ page }) => {
  await startDemo(page);
  const dialog = await writeReminder(page, 'Warlock');
  await dialog.getByLabel('Title').fill('Shield');
  await dialog.getByRole('combobox', { name: 'Trigger' }).click();
  await page.getByRole('option', { name: 'On damage' }).click();
  await dialog.getByRole('button', { name: 'Save reminder' }).click();
  await page.getByLabel('Amount').fill('3');
  await page.getByRole('button', { name: 'Damage (Enter)' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Warlock: Shield' });
  await toast.getByRole('button', { name: 'Remove' }).click();
  await expect(toast).toHaveCount(0);
  await nextTurn(page);
  await expect(page.getByText('Round 1, turn 2: Warlock')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove reminder Shield' })).toHaveCount(0);
});

test('a bracketed word that is no variable blocks saving with the spec\u2019s message', async ({ page }) => {
  await startDemo(page);
  const dialog = await writeReminder(page, 'Ogre');
  await dialog.getByLabel('Title').fill('Curse');
  await dialog.getByLabel('Notify text').fill('[target] is cursed');
  await expect(dialog.getByText('The notify text contains undefined variables.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save reminder' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add variable' }).click();
  await dialog.getByRole('textbox', { name: 'Variable 1 name' }).fill('target');
  await expect(dialog.getByText('The notify text contains undefined variables.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save reminder' }).click();
  await expect(dialog).toHaveCount(0);
});

// One axe check per test: three in one test took about 30 s, the whole default timeout.
test('the open palette has no serious accessibility violations', async ({ page }) => {
  await startDemo(page);
  await focusPage(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
});

test('the Add combatant dialog with search results has no serious accessibility violations', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('button', { name: 'Add combatant' }).click();
  await page.getByRole('dialog', { name: 'Add combatant' }).getByLabel('Search the compendium').fill('orc');
  await expect(page.getByRole('button', { name: 'Add Orc', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the custom reminder dialog with a variable has no serious accessibility violations', async ({ page }) => {
  await startDemo(page);
  const dialog = await writeReminder(page, 'Druid');
  await dialog.getByRole('button', { name: 'Add variable' }).click();
  await dialog.getByLabel('Notify text').fill('[nobody]');
  await expectNoSeriousA11yViolations(page);
});

test('a round without the mouse: A adds an Orc for next round, the palette and Shift+Right play it out', async ({
  page,
}) => {
  await startDemo(page);
  await focusPage(page);
  await page.keyboard.press('a');
  const dialog = page.getByRole('dialog', { name: 'Add combatant' });
  await expect(dialog.getByLabel('Search the compendium')).toBeFocused();
  await page.keyboard.type('orc');
  const add = dialog.getByRole('button', { name: 'Add Orc', exact: true });
  await expect(add).toBeVisible();
  // Tab from the search past how many and the hit points to the Orc's Add button.
  for (let press = 0; press < 6; press++) {
    if (await add.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(row(page, 'Orc (2)')).toContainText('Joins next round');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: 'Search the combat actions' })).toBeFocused();
  await page.keyboard.type('next turn');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Round 1, turn 2: Warlock')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
  for (let turn = 0; turn < 5; turn++) await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText(/^Round 2, turn 1: /)).toBeVisible();
  await expect(row(page, 'Orc (2)')).not.toContainText('Joins next round');
});

test('hidden, down and joining combatants are marked in the turn order, readable to axe', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(row(page, 'Barbarian')).toContainText('Hidden');
  await page.getByRole('checkbox', { name: 'Target Orc', exact: true }).check();
  await page.getByLabel('Amount').fill('21');
  await page.getByRole('button', { name: 'Damage (Enter)' }).click();
  await page.getByRole('button', { name: 'Add combatant' }).click();
  await page.getByRole('tab', { name: 'Player' }).click();
  await page.getByLabel('Name').fill('Ranger');
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(row(page, 'Ranger')).toContainText('Joins next round');
  // The round update marks the Orc at 0 hit points down.
  for (let turn = 0; turn < 6; turn++) await nextTurn(page);
  await expect(page.getByText(/^Round 2, turn 1: /)).toBeVisible();
  await expect(row(page, 'Orc')).toContainText('Down');
  await expectNoSeriousA11yViolations(page);
});

test('the keybindings drawer lists the palette and Add combatant with their keys', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('button', { name: /Keyboard shortcuts/ }).click();
  const table = page.getByRole('table', { name: 'Keyboard shortcuts' });
  await expect(table.getByRole('row', { name: /Search the combat actions/ })).toContainText('Ctrl');
  await expect(table.getByRole('row', { name: /Add combatant/ })).toContainText('A');
});

test('the current combatant offers only the moves that fit: stabilise and revive once at 0 hit points', async ({
  page,
}) => {
  await startDemo(page);
  const current = page.getByRole('region', { name: 'Barbarian', exact: true });
  await expect(current.getByRole('button', { name: 'Kill' })).toBeVisible();
  await expect(current.getByRole('button', { name: 'Stabilise' })).toHaveCount(0);
  await expect(current.getByRole('button', { name: 'Revive' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Target Barbarian', exact: true }).check();
  await page.getByLabel('Amount').fill('41');
  await page.getByRole('button', { name: 'Damage (Enter)' }).click();
  await current.getByRole('button', { name: 'Stabilise' }).click();
  await expect(current.getByRole('button', { name: 'Stabilise' })).toHaveCount(0);
  await current.getByRole('button', { name: 'Revive' }).click();
  await expect(current.getByRole('button', { name: 'Revive' })).toHaveCount(0);
  await expect(row(page, 'Barbarian')).toContainText('1/41 HP');
});

test('at 1280x800 a long log scrolls inside its panel and the page itself never scrolls', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('checkbox', { name: 'Target Ogre', exact: true }).check();
  const amount = page.getByLabel('Amount');
  for (let hit = 1; hit <= 20; hit += 1) {
    await amount.fill('1');
    await amount.press('Enter');
  }
  await expect(page.getByRole('button', { name: /^Undo: .* did 1 damage to Ogre/ })).toHaveCount(20);
  const { page: pageHeight, window: windowHeight } = await page.evaluate(() => ({
    page: document.documentElement.scrollHeight,
    window: window.innerHeight,
  }));
  expect(pageHeight).toBeLessThanOrEqual(windowHeight);
  for (const region of ['Turn order', 'Damage and healing', 'Log, meters and requests']) {
    await expect(page.getByRole('region', { name: region })).toBeInViewport();
  }
});
