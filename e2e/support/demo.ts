import { expect, type Page } from '@playwright/test';

/** The party's initiative in the demo's browser tests: the Barbarian goes first, the monsters (0) last. */
export const PARTY_INITIATIVE = [
  ['Barbarian', '20'],
  ['Warlock', '19'],
  ['Druid', '18'],
] as const;

/** Types each combatant's initiative on the runner's initiative screen and starts the fight. */
export async function typeInitiativeAndStart(page: Page, order: readonly (readonly [string, string])[]) {
  for (const [name, initiative] of order) {
    await page.getByLabel(`Initiative of ${name}`).fill(initiative);
    await page.getByLabel(`Initiative of ${name}`).blur();
  }
  await page.getByRole('button', { name: 'Start encounter' }).click();
  await expect(page.getByText(`Round 1, turn 1: ${order[0]?.[0]}`)).toBeVisible();
}

/** Opens the default demo's runner and starts it with the party's initiative. */
export async function startDemo(page: Page) {
  await page.goto('/demo/run-encounter');
  await expect(page.getByRole('heading', { name: 'Custom encounter' })).toBeVisible();
  await typeInitiativeAndStart(page, PARTY_INITIATIVE);
}
