import { ABILITIES, type Ability, abilityModifier } from '@skald/rules/constants/abilities';
import { ALIGNMENTS } from '@skald/rules/constants/alignments';
import { CHALLENGE_RATING_DETAILS, type ChallengeRating } from '@skald/rules/constants/challenge-ratings';
import type { DefenseKey } from '@skald/rules/constants/damage-types';
import { SENSES, type Sense } from '@skald/rules/constants/senses';
import { SKILLS, type Skill } from '@skald/rules/constants/skills';
import { SPEED_KINDS, type SpeedKind } from '@skald/rules/constants/speeds';
import { constitutionHitDiceBonus, parseHitDice } from '@skald/rules/maths/hit-points';
import type { MonsterAbility } from '@skald/rules/monster/monster';
import { sentenceCase, titleCase, words } from '../../../lib/labels.ts';

/** The typographic minus reads as "minus" and lines up with the plus. */
const MINUS = '\u2212';

/** +3, +0, −1: a bonus as a stat block prints it. */
export function formatModifier(value: number): string {
  return value < 0 ? `${MINUS}${Math.abs(value)}` : `+${value}`;
}

/** 18 → '18 (+4)'. */
export function abilityScoreText(score: number): string {
  return `${score} (${formatModifier(abilityModifier(score))})`;
}

export const ABILITY_ABBREVIATIONS: Readonly<Record<Ability, string>> = {
  strength: 'Str',
  dexterity: 'Dex',
  constitution: 'Con',
  intelligence: 'Int',
  wisdom: 'Wis',
  charisma: 'Cha',
};

/** 'lawful_evil' → 'lawful evil'; an alignment in words ("any non-good alignment") stays as written. */
export function alignmentText(alignment: string | undefined): string | undefined {
  if (!alignment) return undefined;
  if (alignment === 'any_alignment') return 'any alignment';
  return (ALIGNMENTS as readonly string[]).includes(alignment) ? words(alignment) : alignment.toLowerCase();
}

/** 'Medium humanoid (goblinoid), neutral evil'; a swarm reads 'Medium swarm of Tiny beasts'. */
export function creatureLine(monster: { size: string; type: string; subtype?: string; alignment?: string }): string {
  const size = sentenceCase(monster.size);
  const kind =
    monster.type === 'swarm'
      ? `swarm${monster.subtype ? ` of ${monster.subtype}` : ''}`
      : `${words(monster.type)}${monster.subtype ? ` (${monster.subtype})` : ''}`;
  const alignment = alignmentText(monster.alignment);
  return `${size} ${kind}${alignment ? `, ${alignment}` : ''}`;
}

/**
 * 59 hit points on 7d10 with Con 16 → '59 (7d10 + 21)': the bonus is the Constitution modifier per die,
 * unless the hit dice write their own ('6d8+12' → '42 (6d8 + 12)').
 */
export function hitPointsText(hitPoints: number, hitDice: string | undefined, constitution: number): string {
  const dice = hitDice ? parseHitDice(hitDice) : undefined;
  if (!dice) return hitDice ? `${hitPoints} (${hitDice})` : String(hitPoints);
  const bonus = dice.modifier ?? constitutionHitDiceBonus(dice.count, constitution);
  const formula = `${dice.count}d${dice.sides}${bonus === 0 ? '' : ` ${bonus < 0 ? MINUS : '+'} ${Math.abs(bonus)}`}`;
  return `${hitPoints} (${formula})`;
}

/** '30 ft., climb 30 ft., fly 60 ft.': walking first and unnamed, the rest in the usual order. */
export function speedsText(speeds: Partial<Record<SpeedKind, number>> | undefined): string {
  const parts = SPEED_KINDS.flatMap((kind) => {
    const feet = speeds?.[kind];
    if (feet === undefined) return [];
    return [kind === 'walk' ? `${feet} ft.` : `${kind} ${feet} ft.`];
  });
  return parts.length ? parts.join(', ') : '0 ft.';
}

/** 'darkvision 60 ft., passive Perception 9'. */
export function sensesText(senses: Partial<Record<Sense, number>> | undefined, passivePerception?: number): string {
  const parts = SENSES.flatMap((sense) => {
    const feet = senses?.[sense];
    return feet === undefined ? [] : [`${sense} ${feet} ft.`];
  });
  if (passivePerception !== undefined) parts.push(`passive Perception ${passivePerception}`);
  return parts.join(', ');
}

/** 'Dex +5, Con +6', in the abilities' order. */
export function savingThrowsText(saves: Partial<Record<Ability, number>> | undefined): string {
  return ABILITIES.flatMap((ability) => {
    const bonus = saves?.[ability];
    return bonus === undefined ? [] : [`${ABILITY_ABBREVIATIONS[ability]} ${formatModifier(bonus)}`];
  }).join(', ');
}

/** 'Perception +5, Stealth +6', alphabetical like a stat block. */
export function skillsText(skills: Partial<Record<Skill, number>> | undefined): string {
  return SKILLS.flatMap((skill) => {
    const bonus = skills?.[skill];
    return bonus === undefined ? [] : [`${titleCase(skill)} ${formatModifier(bonus)}`];
  }).join(', ');
}

const NON_MAGICAL = /^non_magical_(.+)$/;

/**
 * 'fire, poison; bludgeoning, piercing, and slashing from nonmagical attacks': plain damage types first,
 * then the weapon types that only count against nonmagical attacks.
 */
export function defensesText(keys: readonly DefenseKey[] | undefined): string {
  if (!keys?.length) return '';
  const plain: string[] = [];
  const nonMagical: string[] = [];
  for (const key of keys) {
    const physical = NON_MAGICAL.exec(key)?.[1];
    if (physical) nonMagical.push(physical);
    else plain.push(words(key));
  }
  const parts = [plain.join(', ')];
  if (nonMagical.length) {
    const listed =
      nonMagical.length > 2
        ? `${nonMagical.slice(0, -1).join(', ')}, and ${nonMagical.at(-1)}`
        : nonMagical.join(' and ');
    parts.push(`${listed} from nonmagical attacks`);
  }
  return parts.filter(Boolean).join('; ');
}

/** '1/4 (50 XP)'. */
export function challengeText(rating: ChallengeRating): string {
  const details = CHALLENGE_RATING_DETAILS[rating];
  if (!details) return String(rating);
  return `${details.label} (${details.xp.toLocaleString('en-US')} XP)`;
}

export function challengeLabel(rating: number): string {
  return CHALLENGE_RATING_DETAILS[rating as ChallengeRating]?.label ?? String(rating);
}

/** What limits an ability, as the stat block writes it after the name: '(Recharge 5–6)', '(3/Day)'. */
export function usageText(ability: Pick<MonsterAbility, 'recharge' | 'limit' | 'limit_type' | 'legendary_cost'>) {
  const notes: string[] = [];
  if (ability.recharge === 'rest') notes.push('Recharges after a Short or Long Rest');
  else if (ability.recharge) notes.push(`Recharge ${ability.recharge.replace('-', '\u2013')}`);
  if (ability.limit !== undefined) notes.push(`${ability.limit}/${ability.limit_type === 'turn' ? 'Turn' : 'Day'}`);
  if (ability.legendary_cost !== undefined && ability.legendary_cost > 1) {
    notes.push(`Costs ${ability.legendary_cost} Actions`);
  }
  return notes.map((note) => `(${note})`).join(' ');
}
