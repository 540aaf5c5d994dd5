import { createEntity } from '@skald/rules/encounter/entity';
import { signUpViaApi } from '../support/accounts.ts';
import { combatantRow, createSavedEncounter, dealDamage, serverSnapshot, TEST_PARTY } from '../support/encounters.ts';
import { expect, test } from '../support/fixtures.ts';

test('test mode runs the saved encounter at full hit points with rolled initiative and writes nothing', async ({
  page,
}) => {
  await signUpViaApi(page);
  const wounded = TEST_PARTY.map((entity) =>
    entity.key === 'ogre' ? createEntity({ ...entity, curHp: 20, initiative: 0 }) : entity,
  );
  const ids = await createSavedEncounter(page, wounded);
  const before = await serverSnapshot(page, ids);

  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.method() !== 'HEAD') writes.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(`/test-encounter/${ids.campaignId}/${ids.encounterId}`);
  await expect(page.getByRole('status', { name: 'Test mode — nothing is saved' })).toBeVisible();
  await expect(combatantRow(page, 'Ogre')).toContainText('59/59 HP');
  // The saved 0 is replaced by a d20 roll (the Ogre's modifier is 0).
  await expect(page.getByLabel('Initiative of Ogre')).toHaveValue(/^(?:[1-9]|1\d|20)$/);
  await expect(page.getByText('Not started: set initiative, then start')).toBeVisible();

  await page.getByRole('button', { name: 'Start encounter' }).click();
  await dealDamage(page, 'Ogre', '7');
  await expect(combatantRow(page, 'Ogre')).toContainText('52/59 HP');
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await page.reload();
  await expect(combatantRow(page, 'Ogre')).toContainText('59/59 HP');

  expect(writes).toEqual([]);
  expect(await serverSnapshot(page, ids)).toEqual(before);
});
