import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { PARTY_INITIATIVE, typeInitiativeAndStart } from '../support/demo.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

/**
 * Adds a compendium monster in the demo builder, runs the encounter with it first in the order (the
 * party after it) and starts: its stat block is the current combatant's.
 */
async function runWithFirst(page: Page, query: string, name: string) {
  await page.goto('/demo');
  await page.getByLabel('Search the compendium').fill(query);
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Monsters', exact: true })).toContainText(name);
  await page.getByRole('link', { name: 'Run the encounter' }).click();
  await typeInitiativeAndStart(page, [[name, '25'], ...PARTY_INITIATIVE]);
  return page.getByRole('region', { name, exact: true });
}

test('a dragon\u2019s stat block: legendary pool, a use per day, a recharge spent by its roll, advantage from the control', async ({
  page,
}) => {
  const current = await runWithFirst(page, 'adult red', 'Adult Red Dragon');
  const legendary = current.getByRole('region', { name: 'Legendary actions' });
  await expect(legendary).toContainText('3/3 left');
  await legendary.getByRole('button', { name: 'Use Wing Attack' }).click();
  await expect(legendary).toContainText('1/3 left');
  // One action is left: Wing Attack's cost of 2 cannot be paid, Tail Attack's 1 can.
  await expect(legendary.getByRole('button', { name: 'Use Wing Attack' })).toBeDisabled();
  await legendary.getByRole('button', { name: 'Use Tail Attack' }).click();
  await expect(legendary).toContainText('0/3 left');
  await legendary.getByRole('button', { name: 'Regain a legendary action' }).click();
  await expect(legendary).toContainText('1/3 left');

  const traits = current.getByRole('region', { name: 'Traits' });
  await expect(traits).toContainText('3/3 per day');
  await traits.getByRole('button', { name: 'Use Legendary Resistance' }).click();
  await expect(traits).toContainText('2/3 per day');
  await traits.getByRole('button', { name: 'Regain Legendary Resistance' }).click();
  await expect(traits).toContainText('3/3 per day');

  // The description opens on the name, as text.
  await current.getByRole('button', { name: 'Fire Breath', exact: true }).click();
  await expect(current.getByText(/The dragon exhales fire/)).toBeVisible();

  await page.getByRole('checkbox', { name: 'Target Barbarian', exact: true }).check();
  await expect(current.getByText('Recharge 5–6: ready')).toBeVisible();
  await current.getByRole('button', { name: 'Roll Fire Breath' }).click();
  await expect(page.getByRole('group', { name: /^Fire Breath against Barbarian/ })).toBeVisible();
  await expect(current.getByText('Recharge 5–6: spent')).toBeVisible();
  await current.getByRole('button', { name: 'Regain Fire Breath' }).click();
  await expect(current.getByText('Recharge 5–6: ready')).toBeVisible();

  const nextRoll = current.getByRole('radiogroup', { name: 'Next roll' });
  await nextRoll.getByText('Advantage', { exact: true }).click();
  await current.getByRole('button', { name: 'Roll Bite' }).click();
  await expect(page.getByRole('group', { name: /^Bite against Barbarian/ })).toContainText(
    /\(advantage, other die \d+\)/,
  );
  // The control goes back to Normal once the roll is made.
  await expect(nextRoll.getByRole('radio', { name: 'Normal' })).toBeChecked();

  await expectNoSeriousA11yViolations(page);
});

test('Fire Breath at two targets: a die rerolled on one card changes on the other too', async ({ page }) => {
  const current = await runWithFirst(page, 'adult red', 'Adult Red Dragon');
  await page.getByRole('checkbox', { name: 'Target Barbarian', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Target Druid', exact: true }).check();
  await current.getByRole('button', { name: 'Roll Fire Breath' }).click();
  const dice = (target: string) =>
    page.getByRole('group', { name: new RegExp(`^Fire Breath against ${target}`) }).getByRole('button', {
      name: /^Reroll d6/,
    });
  await expect(dice('Druid')).toHaveText(await dice('Barbarian').allTextContents());
  // Five rerolls: the chance that none changes its die is 1 in 7776.
  for (let die = 0; die < 5; die++) await dice('Barbarian').nth(die).click();
  await expect(dice('Druid')).toHaveText(await dice('Barbarian').allTextContents());
});

test('a mage spends and regains spell slots by level, and none past the last', async ({ page }) => {
  const current = await runWithFirst(page, 'mage', 'Mage');
  const casting = current.getByRole('region', { name: 'Spellcasting', exact: true });
  await expect(casting).toContainText('Save DC 14');
  await expect(casting).toContainText('Spell attack +6');
  await expect(casting).toContainText('Magic Missile');
  await expect(casting).toContainText('4/4');
  await casting.getByRole('button', { name: 'Spend a 1st-level slot' }).click();
  await expect(casting).toContainText('3/4');
  await casting.getByRole('button', { name: 'Regain a 1st-level slot' }).click();
  await expect(casting).toContainText('4/4');
  const fifth = casting.getByRole('button', { name: 'Spend a 5th-level slot' });
  await fifth.click();
  await expect(fifth).toBeDisabled();
  // Each spend is in the log, and undoing the last gives the 5th-level slot back.
  await page.getByRole('button', { name: 'Undo: Mage spent a 5th-level spell slot' }).click();
  await expect(fifth).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('the Requests tab says nothing has been asked and why', async ({ page }) => {
  await runWithFirst(page, 'adult red', 'Adult Red Dragon');
  await page.getByRole('tab', { name: 'Requests' }).click();
  await expect(page.getByText('Nothing has been asked yet.')).toBeVisible();
  await expect(page.getByText(/Players following a live broadcast of a saved encounter/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
