import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { PARTY_INITIATIVE, startDemo, typeInitiativeAndStart } from '../support/demo.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test('a click on a row opens that combatant without moving the turn, and one click goes back', async ({ page }) => {
  await startDemo(page);
  await row(page, 'Ogre').click();
  await expect(page.getByRole('heading', { name: 'Ogre', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Ogre' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Round 1, turn 1: Barbarian')).toBeVisible();
  await expect(page.getByText("Not Ogre's turn: it is Barbarian's")).toBeVisible();
  await expect(page.getByRole('button', { name: /^Roll Greatclub/ })).toBeVisible();
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(row(page, 'Ogre')).toContainText('Hidden');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Ogre' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Back to Barbarian' }).click();
  await expect(page.getByRole('heading', { name: 'Barbarian', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Ogre' })).toHaveAttribute('aria-pressed', 'false');

  // A dying Druid's death saves, opened on the Barbarian's turn; the next turn shows whose turn it is.
  await page.getByRole('checkbox', { name: 'Target Druid', exact: true }).check();
  await page.getByLabel('Amount').fill('34');
  await page.getByRole('button', { name: 'Damage (Enter)' }).click();
  await page.getByRole('button', { name: 'Open Druid' }).click();
  await expect(page.getByRole('button', { name: 'Death save 1 of 5: empty' })).toBeVisible();
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await expect(page.getByText('Round 1, turn 2: Warlock')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Warlock', level: 2 })).toBeVisible();
  await expect(page.getByText(/^Not .+'s turn/)).toHaveCount(0);
});

test('initiative stays editable mid-fight and takes a decimal to settle a tie, the turn staying put', async ({
  page,
}) => {
  await startDemo(page);
  await page.getByLabel('Initiative of Ogre').fill('19.5');
  await page.getByLabel('Initiative of Ogre').blur();
  await expect(page.getByRole('listitem').nth(1)).toContainText('Ogre');
  await expect(page.getByLabel('Initiative of Ogre')).toHaveValue('19.5');
  await expect(page.getByText('Round 1, turn 1: Barbarian')).toBeVisible();
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await expect(page.getByText('Round 1, turn 2: Ogre')).toBeVisible();
});

test('a roll from an opened combatant is dealt by it: the log and the meters credit the Ogre, not the Barbarian', async ({
  page,
}) => {
  await startDemo(page);
  await row(page, 'Ogre').click();
  await page.getByRole('checkbox', { name: 'Target Druid', exact: true }).check();
  await page.getByRole('button', { name: 'Roll Greatclub' }).click();
  const card = page.getByRole('group', { name: /^Greatclub against Druid/ });
  await card.getByText('Hit', { exact: true }).click();
  const total = Number((await card.getByText(/^Total \d+$/).textContent())?.replace('Total ', ''));
  await card.getByRole('button', { name: 'Full' }).click();
  await expect(page.getByRole('button', { name: `Undo: Ogre did ${total} bludgeoning damage to Druid` })).toBeVisible();
  await page.getByRole('tab', { name: 'Damage meters' }).click();
  await expect(page.getByLabel(`Ogre: ${total} damage`)).toBeVisible();
  await expect(page.getByLabel(/^Barbarian: \d+ damage/)).toHaveCount(0);
});

test.describe('on a phone', () => {
  // Reduced motion scrolls at once, so the panel's place is read where the scroll ends, not on its way.
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('opening a row low in a long turn order scrolls its panel into view', async ({ page }) => {
    await page.goto('/demo');
    await page.getByLabel('Search the compendium').fill('goblin');
    for (let goblin = 0; goblin < 4; goblin++)
      await page.getByRole('button', { name: 'Add Goblin', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Monsters', exact: true })).toContainText('Goblin (3)');
    await page.getByRole('link', { name: 'Run the encounter' }).click();
    await typeInitiativeAndStart(page, PARTY_INITIATIVE);
    await expect(page.getByRole('heading', { name: 'Barbarian', level: 2 })).not.toBeInViewport();

    const last = page
      .getByRole('region', { name: 'Turn order' })
      .getByRole('button', { name: /^Open / })
      .last();
    const name = (await last.getAttribute('aria-label'))?.replace('Open ', '') ?? '';
    await last.click();
    const heading = page.getByRole('heading', { name, level: 2 });
    await expect(heading).toBeInViewport();
    // Below the sticky turn bar, not hidden under it.
    const bar = page.getByRole('region', { name: 'Round and turn' });
    const gap = async () => {
      const [top, covered] = [await heading.boundingBox(), await bar.boundingBox()];
      return top && covered ? top.y - (covered.y + covered.height) : -1;
    };
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
  });
});
