import { ABILITIES, type Ability, abilityModifier } from '@skald/rules/constants/abilities';
import { CHALLENGE_RATING_DETAILS, type ChallengeRating } from '@skald/rules/constants/challenge-ratings';
import { PHYSICAL_DAMAGE_TYPES } from '@skald/rules/constants/damage-types';
import { SENSES } from '@skald/rules/constants/senses';
import { SKILLS, type Skill } from '@skald/rules/constants/skills';
import type { SpeedKind } from '@skald/rules/constants/speeds';
import type { Monster, MonsterAbility, MonsterRoll } from '@skald/rules/monster/monster';

/** The words and numbers every text layout writes alike; the layouts differ in marks and capitals. */

/** 'sleight_of_hand' → 'Sleight of Hand'; 'chaotic_evil' → 'Chaotic Evil'. */
export function titleCase(id: string): string {
  return id
    .split(/[_\s]+/)
    .map((word, index) => (index > 0 && ['of', 'and', 'the'].includes(word) ? word : capitalised(word)))
    .join(' ');
}

export function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function signed(value: number): string {
  return value < 0 ? `-${Math.abs(value)}` : `+${value}`;
}

/** 'dexterity' → 'Dex'. */
export function abilityShort(ability: Ability): string {
  return capitalised(ability.slice(0, 3));
}

/** "2d10 + 5", "1d4 - 1", "3". */
export function diceText(roll: Pick<MonsterRoll, 'dice_count' | 'dice_type' | 'fixed_val'>): string {
  if (roll.dice_count === 0 || roll.dice_type === 0) return String(roll.fixed_val);
  const dice = `${roll.dice_count}d${roll.dice_type}`;
  if (roll.fixed_val === 0) return dice;
  return `${dice} ${roll.fixed_val < 0 ? '-' : '+'} ${Math.abs(roll.fixed_val)}`;
}

/** The average a stat block prints before the dice: 16 for 2d10 + 5. */
export function averageOf(roll: Pick<MonsterRoll, 'dice_count' | 'dice_type' | 'fixed_val'>): number {
  return Math.max(1, Math.floor((roll.dice_count * (roll.dice_type + 1)) / 2) + roll.fixed_val);
}

/** "16 (2d10 + 5)", or just "3" for a flat amount. */
export function damageAmount(roll: MonsterRoll): string {
  if (roll.dice_count === 0 || roll.dice_type === 0) return String(roll.fixed_val);
  return `${averageOf(roll)} (${diceText(roll)})`;
}

/** "256 (19d12 + 133)": hit dice written without their bonus get the constitution bonus stat blocks print. */
export function hitPointsText(monster: Monster): string {
  const dice = monster.hit_dice?.replace(/\s+/g, '');
  const match = dice ? /^(\d+)d(\d+)([+-]\d+)?$/.exec(dice) : null;
  if (!match) return String(monster.hit_points);
  const count = Number(match[1]);
  const bonus = match[3] === undefined ? count * abilityModifier(monster.constitution) : Number(match[3]);
  return `${monster.hit_points} (${diceText({ dice_count: count, dice_type: Number(match[2]), fixed_val: bonus })})`;
}

/** The order stat blocks list speeds in. */
const SPEED_ORDER: readonly SpeedKind[] = ['walk', 'burrow', 'climb', 'fly', 'swim'];

/** "40 ft., climb 40 ft., fly 80 ft." (walking first and unnamed). */
export function speedsText(monster: Monster, capitals = false): string {
  const speeds = monster.speeds ?? {};
  const parts = SPEED_ORDER.flatMap((kind) => {
    const feet = speeds[kind];
    if (feet === undefined) return [];
    return [kind === 'walk' ? `${feet} ft.` : `${capitals ? capitalised(kind) : kind} ${feet} ft.`];
  });
  return parts.length > 0 ? parts.join(', ') : '0 ft.';
}

export function passivePerception(monster: Monster): number {
  return 10 + (monster.skills?.perception ?? abilityModifier(monster.wisdom));
}

/** "blindsight 60 ft., darkvision 120 ft." without the passive Perception, which each layout joins its own way. */
export function sensesList(monster: Monster, capitals = false): string[] {
  const senses = monster.senses ?? {};
  return SENSES.flatMap((sense) => {
    const feet = senses[sense];
    return feet === undefined ? [] : [`${capitals ? capitalised(sense) : sense} ${feet} ft.`];
  });
}

export function savesText(monster: Monster): string | undefined {
  const saves = monster.saving_throws ?? {};
  const parts = ABILITIES.flatMap((ability) => {
    const bonus = saves[ability];
    return bonus === undefined ? [] : [`${abilityShort(ability)} ${signed(bonus)}`];
  });
  return parts.length > 0 ? parts.join(', ') : undefined;
}

export function skillsText(monster: Monster): string | undefined {
  const skills = monster.skills ?? {};
  const parts = SKILLS.flatMap((skill: Skill) => {
    const bonus = skills[skill];
    return bonus === undefined ? [] : [`${titleCase(skill)} ${signed(bonus)}`];
  });
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * "fire, poison; bludgeoning, piercing, and slashing from nonmagical attacks": the plain types, then the
 * non-magical ones as the SRD groups them.
 */
export function defensesText(keys: readonly string[] | undefined, capitals = false): string | undefined {
  if (!keys || keys.length === 0) return undefined;
  const word = (text: string) => (capitals ? capitalised(text) : text);
  const plain = keys.filter((key) => !key.startsWith('non_magical_')).map(word);
  const physical = PHYSICAL_DAMAGE_TYPES.filter((type) => keys.includes(`non_magical_${type}`)).map(word);
  const groups = [...(plain.length > 0 ? [plain.join(', ')] : [])];
  if (physical.length > 0) groups.push(`${listed(physical)} from nonmagical attacks`);
  return groups.join('; ');
}

/** "a", "a and b", "a, b, and c". */
export function listed(words: readonly string[]): string {
  if (words.length < 3) return words.join(' and ');
  return `${words.slice(0, -1).join(', ')}, and ${words[words.length - 1]}`;
}

export function challengeLabel(rating: ChallengeRating): string {
  return CHALLENGE_RATING_DETAILS[rating].label;
}

export function experienceOf(rating: ChallengeRating): string {
  return CHALLENGE_RATING_DETAILS[rating].xp.toLocaleString('en');
}

export function proficiencyOf(rating: ChallengeRating): number {
  return CHALLENGE_RATING_DETAILS[rating].proficiencyBonus;
}

/** "Fire Breath (Recharge 5–6)", "Legendary Resistance (3/Day)", "Wing Attack (Costs 2 Actions)". */
export function abilityHeading(ability: MonsterAbility): string {
  const marks: string[] = [];
  if (ability.limit !== undefined) marks.push(`(${ability.limit}/${ability.limit_type === 'turn' ? 'Turn' : 'Day'})`);
  if (ability.recharge === 'rest') marks.push('(Recharges after a Short or Long Rest)');
  else if (ability.recharge) marks.push(`(Recharge ${ability.recharge.replace('-', '–')})`);
  if (ability.legendary_cost !== undefined && ability.legendary_cost > 1)
    marks.push(`(Costs ${ability.legendary_cost} Actions)`);
  return [ability.name, ...marks].join(' ');
}
