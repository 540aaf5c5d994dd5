import { expect, type Page } from '@playwright/test';
import type { EncounterSnapshot } from '@skald/contract/library/encounter-record';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import { libraryCall } from './library-calls.ts';

/** A small fight for the saved-encounter tests: a player and two unlinked monsters, nobody started yet. */
export const TEST_PARTY: EncounterEntity[] = [
  createEntity({ key: 'hero', name: 'Hero', entityType: 'player', maxHp: 30, ac: 16, initiative: 18 }),
  createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 21, ac: 13, initiative: 12 }),
  createEntity({ key: 'ogre', name: 'Ogre', entityType: 'npc', maxHp: 59, ac: 11, initiative: 8 }),
];

/** The initiative typed for TEST_PARTY, in turn order, to start its fight. */
export const TEST_PARTY_INITIATIVE = [
  ['Hero', '18'],
  ['Orc', '12'],
  ['Ogre', '8'],
] as const;

/** Makes a campaign and one encounter in it through the API, as the signed-in page's user; answers their ids. */
export async function createSavedEncounter(
  page: Page,
  entities: EncounterEntity[] = TEST_PARTY,
): Promise<{ campaignId: string; encounterId: string }> {
  const campaign = await libraryCall(page, 'POST', '/api/library/campaigns', { name: 'The Sunless Citadel' });
  const encounter = await libraryCall(page, 'POST', `/api/library/campaigns/${campaign.id}/encounters`, {
    name: 'Goblin ambush',
    entities,
  });
  return { campaignId: campaign.id, encounterId: encounter.id };
}

/** The fight as the server holds it now. */
export async function serverSnapshot(
  page: Page,
  ids: { campaignId: string; encounterId: string },
): Promise<EncounterSnapshot> {
  const answer = await page.request.get(
    `/api/library/campaigns/${ids.campaignId}/encounters/${ids.encounterId}/snapshot`,
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.json();
}

/** A combatant's row in the runner's turn order. */
export const combatantRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

/** Deals damage to one target through the hit point panel, as the GM does. */
export async function dealDamage(page: Page, target: string, amount: string): Promise<void> {
  await page.getByRole('checkbox', { name: `Target ${target}`, exact: true }).check();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Damage (Enter)' }).click();
  await page.getByRole('checkbox', { name: `Target ${target}`, exact: true }).uncheck();
}
