import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { typeInitiativeAndStart } from '../support/demo.ts';
import { combatantRow } from '../support/encounters.ts';
import { expect, test } from '../support/fixtures.ts';
import { libraryCall } from '../support/library-calls.ts';

/**
 * A Shieldmaiden export (version 2) of one campaign, written here from the format's public description
 * (`../shared/formats/README.md`): the campaign, one encounter not yet begun with a goblin boss and a
 * cultist, both NPCs, and the spell the cultist casts. Ids are Firebase push keys, as Shieldmaiden's are.
 */
const SHIELDMAIDEN_FILE = {
  meta: { export_version: '2.0' },
  campaigns: { '-OcAmpThornwall01': { name: 'Siege of Thornwall', background: '' } },
  encounters: {
    '-OcAmpThornwall01': {
      '-OeNcGateBreach01': {
        name: 'Breach at the north gate',
        round: 0,
        turn: 0,
        finished: false,
        entities: {
          boss: {
            id: '-OnPcGoblinBoss01',
            name: 'Goblin Boss',
            entityType: 'npc',
            npc: 'custom',
            ac: 17,
            maxHp: 45,
            curHp: 45,
            initiative: 0,
          },
          cultist: {
            id: '-OnPcAshCultist01',
            name: 'Ash Cultist',
            entityType: 'npc',
            npc: 'custom',
            ac: 12,
            maxHp: 18,
            curHp: 18,
            initiative: 0,
          },
        },
      },
    },
  },
  npcs: {
    '-OnPcGoblinBoss01': {
      name: 'Goblin Boss',
      size: 'small',
      type: 'humanoid',
      challenge_rating: 1,
      armor_class: 17,
      hit_points: 45,
      hit_dice: '10d6',
      walk_speed: 30,
      strength: 12,
      dexterity: 14,
      constitution: 10,
      intelligence: 10,
      wisdom: 8,
      charisma: 10,
    },
    '-OnPcAshCultist01': {
      name: 'Ash Cultist',
      size: 'medium',
      type: 'humanoid',
      challenge_rating: 0.5,
      armor_class: 12,
      hit_points: 18,
      strength: 10,
      dexterity: 12,
      constitution: 12,
      intelligence: 10,
      wisdom: 13,
      charisma: 11,
      caster_ability: 'wisdom',
      caster_level: 3,
      caster_save_dc: 11,
      caster_spell_attack: 3,
      caster_spell_slots: { 1: 3 },
      caster_spells: { '-OsPlCinderLash01': { name: 'cinder lash', level: 1, custom: true } },
    },
  },
  spells: {
    '-OsPlCinderLash01': {
      name: 'cinder lash',
      level: 1,
      school: 'evocation',
      cast_time_type: 'action',
      cast_time: 1,
      range_type: 'ranged',
      range: 30,
      components: ['verbal', 'somatic'],
      duration_type: 'instantaneous',
      description: 'A whip of embers strikes one creature you can see.',
    },
  },
};

test('a GM moving from Shieldmaiden overwrites their NPC of the same name, then runs an imported encounter', async ({
  page,
}) => {
  // Two axe scans, a preview asked twice, an import and the runner: more than the default on a busy machine.
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await libraryCall(page, 'POST', '/api/library/npcs', {
    name: 'Goblin Boss',
    size: 'small',
    type: 'humanoid',
    challenge_rating: 1,
    hit_points: 21,
  });

  await page.goto('/content/import');
  await expect(page.getByRole('heading', { name: 'Import content', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /^Coming from Shieldmaiden or Improved Initiative/ }).click();
  await expect(page).toHaveURL(/\/content\/import\/hk_import$/);
  await expect(page.getByRole('heading', { name: 'Move from Shieldmaiden or Improved Initiative' })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'shieldmaiden-siege-of-thornwall.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(SHIELDMAIDEN_FILE)),
  });
  await expect(page.getByText(/^This is a Shieldmaiden export/)).toBeVisible();
  await expect(page.getByText('One record of the file has the name of one of yours:')).toBeVisible();
  await expect(page.getByTestId('import-npcs')).toHaveText('2');
  await expect(page.getByTestId('import-spells')).toHaveText('1');
  await expect(page.getByTestId('import-encounters')).toHaveText('1');

  await page.getByRole('radio', { name: /^Overwrite/ }).check();
  await expect(page.getByTestId('overwrite-npcs')).toHaveText('1');
  await expect(page.getByTestId('import-npcs')).toHaveText('1');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  // Overwritten, not added beside: one Goblin Boss, with the file's hit points.
  const npcs = await (await page.request.get('/api/library/npcs?name=goblin')).json();
  expect(npcs.results.map((npc: { name: string }) => npc.name)).toEqual(['goblin boss']);
  const boss = await (await page.request.get(`/api/library/npcs/${npcs.results[0].id}`)).json();
  expect(boss.hit_points).toBe(45);

  await page.getByRole('link', { name: 'Open Siege of Thornwall' }).click();
  await page.getByRole('tab', { name: 'Encounters' }).click();
  await page.getByRole('link', { name: 'Run Breach at the north gate' }).click();
  await typeInitiativeAndStart(page, [
    ['Goblin Boss', '15'],
    ['Ash Cultist', '9'],
  ]);
  await expect(combatantRow(page, 'Goblin Boss')).toContainText('45/45 HP');
  await expect(combatantRow(page, 'Ash Cultist')).toContainText('18/18 HP');
});
