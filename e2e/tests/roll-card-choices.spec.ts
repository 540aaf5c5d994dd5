import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startDemo } from '../support/demo.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

/** The Ogre's Greatclub at the Druid, made a hit: the card the GM then adjusts. */
async function greatclubAtDruid(page: Page) {
  await startDemo(page);
  await row(page, 'Ogre').click();
  await page.getByRole('checkbox', { name: 'Target Druid', exact: true }).check();
  await page.getByRole('button', { name: 'Roll Greatclub' }).click();
  const card = page.getByRole('group', { name: /^Greatclub against Druid/ });
  await card.getByText('Hit', { exact: true }).click();
  return card;
}

const total = async (card: ReturnType<Page['getByRole']>) =>
  Number((await card.getByText(/^Total \d+$/).textContent())?.replace('Total ', ''));

// The card's logic is held by RollCardChoices.test.tsx and UndoRedo.test.tsx; this is the phone's journey through it.
test('at 390 px a GM makes a hit critical, sets the Druid resistant, applies, undoes and redoes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await greatclubAtDruid(page);
  const critical = card.getByRole('checkbox', { name: 'Critical hit: Greatclub against Druid' });
  // A natural 20 (one throw in twenty) makes the card critical already: start from an ordinary hit.
  if (await critical.isChecked()) await card.getByText('Critical', { exact: true }).click();
  await expect(critical).not.toBeChecked();
  const ordinary = await total(card);

  // Issue 27 item 15: an automatic critical adds the dice again, never the Ogre's +4 twice.
  await card.getByText('Critical', { exact: true }).click();
  await expect(critical).toBeChecked();
  const extra = Number((await card.getByText(/^\+ \d+ critical$/).textContent())?.match(/\d+/)?.[0]);
  expect(await total(card)).toBe(ordinary + extra);

  await card.getByRole('button', { name: 'Defense against bludgeoning: none listed' }).click();
  await expect(page.getByRole('menuitem', { name: 'Immune: no damage' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Resistant: half' }).click();
  await expect(card.getByRole('button', { name: 'Defense against bludgeoning: resistant, your choice' })).toBeVisible();
  const applied = Math.floor((ordinary + extra) / 2);
  expect(await total(card)).toBe(applied);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Full' }).click();
  await expect(page.getByText(`Greatclub did ${applied} bludgeoning damage to Druid`).first()).toBeVisible();

  // Item 16: the undo is at once, and the notice offers it back exactly.
  await page.getByRole('tab', { name: 'Log' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: new RegExp(`^Undo: Ogre did ${applied} .*Druid`) }).click();
  const undone = page.getByRole('status').filter({ hasText: 'Undone' });
  await expect(undone).toBeVisible();
  await undone.getByRole('button', { name: /^Redo: Ogre did / }).click();
  await expect(undone).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^Undo: Ogre did ${applied} .*Druid`) })).toHaveCount(1);
});
