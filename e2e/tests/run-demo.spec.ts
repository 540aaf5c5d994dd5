import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { PARTY_INITIATIVE, startDemo, typeInitiativeAndStart } from '../support/demo.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

async function damage(page: Page, target: string, amount: string) {
  await page.getByRole('checkbox', { name: `Target ${target}`, exact: true }).check();
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Damage (Enter)' }).click();
  await page.getByRole('checkbox', { name: `Target ${target}`, exact: true }).uncheck();
}

const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test('a demo journey: the runner has no serious accessibility violations before the fight, nor after a hit lands', async ({
  page,
}) => {
  await page.goto('/demo/run-encounter');
  await expect(page.getByRole('heading', { name: 'Custom encounter' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await startDemo(page);
  await damage(page, 'Ogre', '9');
  await expect(row(page, 'Ogre')).toContainText('63/72 HP');
  await expect(page.getByRole('button', { name: 'Undo: Barbarian did 9 damage to Ogre' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
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
  });
});

test.describe('on a phone, scrolling at once', () => {
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
