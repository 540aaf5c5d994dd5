import type { Monster, MonsterAbility, MonsterAction } from '@skald/rules/monster/monster';

/** One field compared: where it is ("actions.Bite.0.attack_bonus") and whether the read value matched. */
export interface FieldCheck {
  field: string;
  right: boolean;
}

type Read = Partial<Monster>;

/**
 * The numbers a stat block's reader must give back, compared field by field: armor class, hit points, hit
 * dice, challenge rating, the six scores, each save, skill, speed and sense, the defenses, languages and
 * alignment, the legendary count, and per
 * entry its recharge, limit, legendary cost and every action's to-hit, save DC and ability, damage dice and
 * types and half on a save.
 */
export function compareMonsters(expected: Monster, read: Read): FieldCheck[] {
  const checks: FieldCheck[] = [];
  const check = (field: string, want: unknown, got: unknown) => checks.push({ field, right: same(want, got) });
  check('name', expected.name.toLowerCase(), read.name?.toLowerCase());
  for (const key of ['size', 'type', 'armor_class', 'hit_points', 'challenge_rating'] as const)
    check(key, expected[key], read[key]);
  check('hit_dice', diceOnly(expected.hit_dice), diceOnly(read.hit_dice));
  for (const key of ['strength', 'dexterity', 'constitution', 'intelligence', 'wisdom', 'charisma'] as const)
    check(key, expected[key], read[key]);
  for (const group of ['saving_throws', 'skills', 'speeds', 'senses'] as const) {
    const want: Record<string, unknown> = expected[group] ?? {};
    const got: Record<string, unknown> = read[group] ?? {};
    for (const key of new Set([...Object.keys(want), ...Object.keys(got)]))
      check(`${group}.${key}`, want[key], got[key]);
  }
  for (const list of [
    'damage_vulnerabilities',
    'damage_resistances',
    'damage_immunities',
    'condition_immunities',
  ] as const)
    check(list, [...new Set(expected[list])].sort(), [...new Set(read[list])].sort());
  check('languages', expected.languages ?? [], read.languages ?? []);
  check('alignment', expected.alignment, read.alignment);
  if ((expected.legendary_actions ?? []).length > 0)
    check('legendary_count', expected.legendary_count ?? 3, read.legendary_count ?? 3);
  for (const section of ['special_abilities', 'actions', 'legendary_actions', 'reactions'] as const) {
    const found = matcher(read[section] ?? []);
    for (const ability of expected[section] ?? []) {
      compareAbility(
        `${section}.${ability.name}`,
        ability,
        found(ability.name),
        section === 'legendary_actions',
        check,
      );
    }
  }
  return checks;
}

function compareAbility(
  field: string,
  want: MonsterAbility,
  got: MonsterAbility | undefined,
  legendary: boolean,
  check: (field: string, want: unknown, got: unknown) => void,
): void {
  if (want.recharge !== undefined || got?.recharge !== undefined)
    check(`${field}.recharge`, want.recharge, got?.recharge);
  if (want.limit !== undefined || got?.limit !== undefined) {
    check(`${field}.limit`, want.limit, got?.limit);
    check(`${field}.limit_type`, want.limit_type, got?.limit_type);
  }
  if (legendary) check(`${field}.legendary_cost`, want.legendary_cost ?? 1, got && (got.legendary_cost ?? 1));
  want.action_list.forEach((action, index) => {
    compareAction(`${field}.${index}`, action, got?.action_list[index], check);
  });
}

function compareAction(
  field: string,
  want: MonsterAction,
  got: MonsterAction | undefined,
  check: (field: string, want: unknown, got: unknown) => void,
): void {
  if (want.attack_bonus !== undefined) check(`${field}.attack_bonus`, want.attack_bonus, got?.attack_bonus);
  if (want.type === 'save') {
    check(`${field}.save_dc`, want.save_dc, got?.save_dc);
    check(`${field}.save_ability`, want.save_ability, got?.save_ability);
  }
  want.rolls.forEach((roll, index) => {
    const other = got?.rolls[index];
    check(
      `${field}.rolls.${index}.dice`,
      [roll.dice_count, roll.dice_type, roll.fixed_val],
      other && [other.dice_count, other.dice_type, other.fixed_val],
    );
    check(`${field}.rolls.${index}.damage_type`, roll.damage_type, other?.damage_type);
    if (want.type === 'save')
      check(`${field}.rolls.${index}.half_on_save`, roll.save_fail_mod ?? 0, other?.save_fail_mod ?? 0);
  });
}

/**
 * Finds the read entry for an expected one: by its name; an option ("Breath Weapons: Fire Breath") by the
 * option's own name, as a printed stat block has it; the first variant of a choice ("Spear (One handed)") by
 * the entry's name, which the text prints once.
 */
function matcher(read: readonly MonsterAbility[]): (name: string) => MonsterAbility | undefined {
  const byName = new Map(read.map((ability) => [ability.name.toLowerCase(), ability]));
  const used = new Set<string>();
  return (name) => {
    const lower = name.toLowerCase();
    const candidates = [lower, lower.split(': ').pop() ?? lower, lower.replace(/ \([^()]+\)$/, '')];
    for (const candidate of candidates) {
      const found = byName.get(candidate);
      if (found && (candidate === lower || !used.has(candidate))) {
        used.add(candidate);
        return found;
      }
    }
    return undefined;
  };
}

function diceOnly(text: string | undefined): string | undefined {
  return /^\s*(\d+d\d+)/.exec(text ?? '')?.[1];
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
