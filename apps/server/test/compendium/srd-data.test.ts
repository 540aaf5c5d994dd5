import type { Monster, MonsterAbility } from '@skald/rules/monster/monster';
import type { SrdDamage, SrdMonster } from '@skald/statblock/five-e-database/monster-source';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SrdImport } from '../../src/modules/compendium/srd/compendium-records.ts';
import { importSrd } from '../../src/modules/compendium/srd/import-srd.ts';
import { readSrdDir } from '../../src/modules/compendium/srd/read-srd-dir.ts';
import type { SrdFiles } from '../../src/modules/compendium/srd/srd-source.ts';

const SRD_DATA_DIR = process.env.SRD_DATA_DIR;
const ABILITY_BY_SHORT: Record<string, string> = {
  STR: 'strength',
  DEX: 'dexterity',
  CON: 'constitution',
  INT: 'intelligence',
  WIS: 'wisdom',
  CHA: 'charisma',
};

/** Expected numbers are worked out here from the source record, independently of the mappers. */
function expectedRoll(dice: string) {
  const match = /^(\d+)d(\d+)([+-]\d+)?$/.exec(dice);
  if (!match) throw new Error(`not NdM+K: ${dice}`);
  return { dice_count: Number(match[1]), dice_type: Number(match[2]), fixed_val: Number(match[3] ?? 0) };
}

function feet(text: string | boolean | number | undefined): number {
  return Number(/^(\d+)/.exec(String(text))?.[1]);
}

function abilityOf(monster: Monster, name: string): MonsterAbility {
  const all = [...(monster.actions ?? []), ...(monster.legendary_actions ?? []), ...(monster.special_abilities ?? [])];
  const found = all.find((ability) => ability.name === name.replace(/\s*\(Costs \d+ Actions\)$/, ''));
  if (!found) throw new Error(`${monster.name} has no ${name}`);
  return found;
}

function expectMatchesSource(source: SrdMonster, monster: Monster): void {
  expect(monster.name).toBe(source.name);
  expect(monster.armor_class).toBe(source.armor_class[0]?.value);
  expect(monster.hit_points).toBe(source.hit_points);
  expect(monster.hit_dice).toBe(source.hit_dice);
  expect(monster.challenge_rating).toBe(source.challenge_rating);
  for (const ability of Object.values(ABILITY_BY_SHORT)) {
    expect(monster[ability as keyof Monster]).toBe(source[ability as keyof SrdMonster]);
  }
  for (const { value, proficiency } of source.proficiencies) {
    const save = /^Saving Throw: (\w+)$/.exec(proficiency.name)?.[1];
    if (save) expect(monster.saving_throws?.[ABILITY_BY_SHORT[save] as 'strength']).toBe(value);
  }
  for (const [kind, text] of Object.entries(source.speed)) {
    if (kind !== 'hover') expect(monster.speeds?.[kind as 'walk']).toBe(feet(text));
  }
  for (const entry of [...(source.actions ?? []), ...(source.legendary_actions ?? [])]) {
    const plain = (entry.damage ?? []).filter((damage): damage is SrdDamage => !('choose' in damage));
    if (plain.length !== (entry.damage ?? []).length) continue;
    const ability = abilityOf(monster, entry.name);
    if (entry.attack_bonus !== undefined && /Attack:/.test(entry.desc)) {
      expect(ability.action_list[0]?.attack_bonus).toBe(entry.attack_bonus);
      expect(
        ability.action_list[0]?.rolls.map(({ dice_count, dice_type, fixed_val }) => ({
          dice_count,
          dice_type,
          fixed_val,
        })),
      ).toEqual(plain.map((damage) => expectedRoll(damage.damage_dice ?? '')));
      expect(ability.action_list[0]?.rolls.map((roll) => roll.damage_type)).toEqual(
        plain.map((damage) => damage.damage_type?.index),
      );
    }
    if (entry.dc) {
      const save = ability.action_list.find((action) => action.type === 'save');
      expect(save?.save_dc).toBe(entry.dc.dc_value);
      expect(save?.save_ability).toBe(ABILITY_BY_SHORT[entry.dc.dc_type.name]);
    }
    if (entry.usage?.type === 'recharge on roll') {
      const min = entry.usage.min_value;
      expect(ability.recharge).toBe(min === 6 ? '6' : `${min}-6`);
    }
    const cost = /\(Costs (\d+) Actions\)$/.exec(entry.name)?.[1];
    if (cost) expect(ability.legendary_cost).toBe(Number(cost));
  }
}

describe.runIf(SRD_DATA_DIR)('the SRD 5.1 import from SRD_DATA_DIR', () => {
  let files: SrdFiles;
  let result: SrdImport;

  beforeAll(async () => {
    files = await readSrdDir(SRD_DATA_DIR ?? '');
    const started = performance.now();
    result = importSrd(files);
    console.info(`SRD import mapped in ${Math.round(performance.now() - started)} ms`);
  });

  it('imports 334 monsters, 319 spells, 362 magic items, 237 pieces of equipment and 15 conditions', () => {
    expect(result.monsters).toHaveLength(334);
    expect(result.spells).toHaveLength(319);
    expect(result.items.filter((item) => item.kind === 'magic_item')).toHaveLength(362);
    expect(result.items.filter((item) => item.kind === 'equipment')).toHaveLength(237);
    expect(result.conditions).toHaveLength(15);
    expect(result.rules).toHaveLength(files.rules.length + files.ruleSections.length);
  });

  it('gives every monster roll dice_count ≥ 0 and dice_type 4, 6, 8, 10, 12, 20, or 0 for flat damage', () => {
    const sections = ['special_abilities', 'actions', 'legendary_actions', 'reactions'] as const;
    const invalid = result.monsters.flatMap(({ url, monster }) =>
      sections.flatMap((section) =>
        (monster[section] ?? []).flatMap((ability) =>
          ability.action_list.flatMap((action) =>
            action.rolls
              .filter((roll) => !(roll.dice_count >= 0 && [0, 4, 6, 8, 10, 12, 20].includes(roll.dice_type)))
              .map((roll) => `${url} ${ability.name}: ${roll.dice_count}d${roll.dice_type}`),
          ),
        ),
      ),
    );
    expect(invalid).toEqual([]);
  });

  it('lists what it skipped, each with a record, a field and a reason', () => {
    console.info(
      `SRD import skipped ${result.skipped.length}:\n${result.skipped
        .map((entry) => `  ${entry.record} ${entry.field}: ${entry.reason}`)
        .join('\n')}`,
    );
    for (const entry of result.skipped) {
      expect(entry.record).toMatch(/^(monsters|spells|items|conditions|rules)\/[a-z0-9-]+$/);
      expect(entry.field).not.toBe('');
      expect(entry.reason).not.toBe('');
    }
  });

  for (const index of ['adult-red-dragon', 'goblin']) {
    it(`${index}: armor class, hit points, abilities, saves, speeds, attacks, saves and recharges match its source record`, () => {
      const source = files.monsters.find((monster) => monster.index === index);
      const mapped = result.monsters.find((monster) => monster.url === index);
      if (!source || !mapped) throw new Error(`${index} is missing`);
      expectMatchesSource(source, mapped.monster);
    });
  }

  it('goblin: Stealth +6 with Dexterity 14 at proficiency 2 (2 + 2 = 4) is expertise', () => {
    const source = files.monsters.find((monster) => monster.index === 'goblin');
    const goblin = result.monsters.find((monster) => monster.url === 'goblin')?.monster;
    const stealth = source?.proficiencies.find((entry) => entry.proficiency.name === 'Skill: Stealth')?.value ?? 0;
    const proficiency = source?.proficiency_bonus ?? 0;
    const dexterity = Math.floor(((source?.dexterity ?? 10) - 10) / 2);
    expect(goblin?.skills?.stealth).toBe(stealth);
    expect(goblin?.skills_expertise?.includes('stealth')).toBe(stealth > proficiency + dexterity);
  });
});
