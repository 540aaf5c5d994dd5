import type { NpcAbilityInput, NpcActionInput, NpcRollInput } from '@skald/contract/library/npc-ability';
import type { NpcRecordInput } from '@skald/contract/library/npc-record';
import { ABILITIES } from '@skald/rules/constants/abilities';
import type { ExpectedEntry, ExpectedMonster } from '../samples/sample.ts';

/** One field of a sample: what the reader gave and what the GM reads, both in a form `toEqual` compares. */
export interface FieldCheck {
  field: string;
  actual: unknown;
  expected: unknown;
}

const SECTIONS = ['special_abilities', 'actions', 'legendary_actions', 'reactions'] as const;

/**
 * Every field of combat.md §3 Monster, one check each, and for every entry of every section its name, its
 * usage (recharge, limit, legendary cost, reach, range) and its rolls: the unit the share of fields right
 * is counted in.
 */
export function fieldChecks(monster: NpcRecordInput, expected: ExpectedMonster): FieldCheck[] {
  const checks: FieldCheck[] = [];
  const check = (field: string, actual: unknown, wanted: unknown) => checks.push({ field, actual, expected: wanted });
  check('name', monster.name, expected.name);
  check('size', monster.size, expected.size);
  check('type', monster.type, expected.type);
  check('subtype', monster.subtype, expected.subtype);
  check('alignment', monster.alignment, expected.alignment);
  check('armor_class', monster.armor_class, expected.armor_class);
  check('hit_points', monster.hit_points, expected.hit_points);
  check('hit_dice', monster.hit_dice, expected.hit_dice);
  check('challenge_rating', monster.challenge_rating, expected.challenge_rating);
  ABILITIES.forEach((ability, index) => {
    check(ability, monster[ability], expected.abilities[index]);
  });
  check('saving_throws', monster.saving_throws ?? {}, expected.saving_throws ?? {});
  check('skills', monster.skills ?? {}, expected.skills ?? {});
  check(
    'skills_expertise',
    [...(monster.skills_expertise ?? [])].sort(),
    [...(expected.skills_expertise ?? [])].sort(),
  );
  check('speeds', monster.speeds, expected.speeds);
  check('languages', monster.languages ?? [], expected.languages ?? []);
  check('senses', monster.senses ?? {}, expected.senses ?? {});
  for (const list of [
    'damage_vulnerabilities',
    'damage_resistances',
    'damage_immunities',
    'condition_immunities',
  ] as const) {
    check(list, [...(monster[list] ?? [])].sort(), [...(expected[list] ?? [])].sort());
  }
  check('legendary_count', monster.legendary_count, expected.legendary_count);
  for (const section of SECTIONS) {
    const actual = monster[section] ?? [];
    const wanted = expected[section] ?? [];
    check(`${section} count`, actual.length, wanted.length);
    wanted.forEach((entry, index) => {
      const found = actual[index];
      const where = `${section}[${index}] ${entry.name}`;
      check(`${where} name`, found?.name, entry.name);
      check(`${where} usage`, found && usageOf(found), usageOf(entry));
      check(`${where} rolls`, found && (found.action_list ?? []).map(actionText), entry.actions ?? []);
    });
  }
  return checks;
}

function usageOf(entry: ExpectedEntry | NpcAbilityInput): Record<string, unknown> {
  const usage: Record<string, unknown> = {};
  for (const key of ['recharge', 'limit', 'limit_type', 'legendary_cost', 'reach', 'range'] as const) {
    if (entry[key] !== undefined) usage[key] = entry[key];
  }
  return usage;
}

const ATTACKS: Record<string, string> = { melee_weapon: 'melee', ranged_weapon: 'ranged', spell_attack: 'spell' };

/** An action written as the samples write it: 'melee +5: 2d6+3 piercing', 'save dex 15 half: 8d6 fire'. */
export function actionText(action: NpcActionInput): string {
  const rolls = (action.rolls ?? []).map(rollText).join(', ');
  const withRolls = (head: string) => (rolls === '' ? head : `${head}: ${rolls}`);
  const attack = ATTACKS[String(action.type)];
  if (attack) {
    const bonus = Number(action.attack_bonus ?? 0);
    return withRolls(`${attack} ${bonus < 0 ? '-' : '+'}${Math.abs(bonus)}`);
  }
  if (action.type === 'save') {
    const half = (action.rolls ?? []).some((roll) => roll.save_fail_mod === 0.5) ? ' half' : '';
    return withRolls(`save ${String(action.save_ability).slice(0, 3)} ${action.save_dc}${half}`);
  }
  if (action.type === 'healing') return `heal: ${(action.rolls ?? []).map((roll) => diceText(roll)).join(', ')}`;
  return withRolls(String(action.type));
}

function rollText(roll: NpcRollInput): string {
  return `${diceText(roll)} ${roll.damage_type}`;
}

function diceText(roll: NpcRollInput): string {
  const fixed = Number(roll.fixed_val);
  if (Number(roll.dice_count) === 0) return String(fixed);
  const bonus = fixed === 0 ? '' : fixed < 0 ? `${fixed}` : `+${fixed}`;
  return `${roll.dice_count}d${roll.dice_type}${bonus}`;
}
