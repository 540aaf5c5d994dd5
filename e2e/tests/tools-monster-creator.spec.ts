import type { NpcRecord } from '@skald/contract/library/npc-record';
import { entityFromMonster } from '@skald/rules/monster/monster-entity';
import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { typeInitiativeAndStart } from '../support/demo.ts';
import { combatantRow, createSavedEncounter, TEST_PARTY } from '../support/encounters.ts';
import { expect, test } from '../support/fixtures.ts';

/** An invented monster in the SRD's text layout, as copied from a page; line 13 is no stat block's. */
const RUST_WARDEN = `Rust Warden
Medium construct, unaligned
Armor Class 16 (natural armor)
Hit Points 52 (8d8 + 16)
Speed 30 ft.
STR DEX CON INT WIS CHA
16 (+3) 10 (+0) 14 (+2) 5 (-3) 10 (+0) 3 (-4)
Damage Immunities poison
Condition Immunities poisoned
Senses darkvision 60 ft., passive Perception 10
Languages understands Common but can't speak
Challenge 2 (450 XP)
Polished every dawn by its keeper
Creaking Gait. The warden has disadvantage on Dexterity (Stealth) checks.
Actions
Rusted Blade. Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 7 (1d8 + 3) slashing damage.`;

// The paste box's logic (unread lines, messages, asking before replacing) is held by the creator's component
// tests; this is the GM's journey from a pasted stat block to a roll in a saved fight.
test('a GM pastes a stat block, fixes a field, saves it, runs it in an encounter and rolls its attack', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.goto('/tools/monster-creator');
  await page.getByRole('textbox', { name: 'Paste a stat block' }).fill(RUST_WARDEN);
  await page.getByRole('button', { name: 'Read', exact: true }).click();

  const basics = page.getByRole('group', { name: 'Basics' });
  await expect(basics.getByRole('textbox', { name: 'Name' })).toHaveValue('Rust Warden');
  const report = page.getByRole('region', { name: 'What was read' });
  await expect(report.getByText('SRD stat block text')).toBeVisible();
  await expect(report.getByRole('listitem')).toHaveText(['Line 13Polished every dawn by its keeper']);
  const blade = page.getByRole('group', { name: 'Action 1' });
  await expect(blade.getByRole('textbox', { name: 'Attack bonus' })).toHaveValue('5');
  await expectNoSeriousA11yViolations(page);
  // The report's colours in the other theme: the light one (the layout's badge) reads as well.
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectNoSeriousA11yViolations(page);

  // The GM fixes one field, then saves: only now does the NPC exist.
  await basics.getByRole('textbox', { name: 'Hit points' }).fill('60');
  await page.getByRole('button', { name: 'Save to my NPCs' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Rust Warden was saved to your NPCs.' });
  // The button sits at the end of a long form: the word that it worked must come into view, not wait below.
  await expect(saved).toBeInViewport({ ratio: 1 });
  const editorLink = saved.getByRole('link', { name: 'Open Rust Warden in the editor' });
  const npcId = (await editorLink.getAttribute('href'))?.split('/').at(-1) ?? '';
  const stored = await page.request.get(`/api/library/npcs/${npcId}`);
  expect(stored.ok(), await stored.text()).toBe(true);
  const npc = (await stored.json()) as NpcRecord & { id: string };
  expect(npc).toMatchObject({ name: 'rust warden', hit_points: 60, armor_class: 16 });

  // Into a saved encounter beside a hero, linked to the NPC as the encounter builder adds it.
  const warden = entityFromMonster(npc, { key: 'rust-warden', name: 'Rust Warden', source: 'custom' });
  warden.id = npc.id;
  const [hero] = TEST_PARTY;
  const ids = await createSavedEncounter(page, hero ? [hero, warden] : [warden]);
  await page.goto(`/run-encounter/${ids.campaignId}/${ids.encounterId}`);
  await typeInitiativeAndStart(page, [
    ['Rust Warden', '20'],
    ['Hero', '10'],
  ]);
  await expect(combatantRow(page, 'Rust Warden')).toContainText('60/60 HP');

  await combatantRow(page, 'Rust Warden').click();
  await page.getByRole('checkbox', { name: 'Target Hero', exact: true }).check();
  await page.getByRole('button', { name: 'Roll Rusted Blade' }).click();
  const card = page.getByRole('group', { name: /^Rusted Blade against Hero/ });
  await expect(card.getByText(/^To hit \d+ \+5 = \d+/)).toBeVisible();
  await card.getByText('Hit', { exact: true }).click();
  await expect(card.getByRole('button', { name: /^Reroll d8 showing [1-8]$/ })).toHaveCount(1);
  await expect(card.getByText('+3', { exact: true })).toBeVisible();
  await expect(card.getByText(/^= \d+ slashing$/)).toBeVisible();
});
