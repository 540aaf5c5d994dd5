import type { Ability } from '@skald/rules/constants/abilities';
import { CONDITIONS, type Condition } from '@skald/rules/constants/conditions';
import { DAMAGE_TYPES, type DefenseKey, PHYSICAL_DAMAGE_TYPES } from '@skald/rules/constants/damage-types';
import { isMonsterType } from '@skald/rules/constants/monster-types';
import { SENSES, type Sense } from '@skald/rules/constants/senses';
import { SKILLS, type Skill } from '@skald/rules/constants/skills';
import { SPEED_KINDS, type SpeedKind } from '@skald/rules/constants/speeds';
import { mapAlignment } from '../five-e-database/map-alignment.ts';
import { abilityOfWord } from './header-labels.ts';

/** "15 (natural armor)" → 15; "12 (15 with mage armor)" → 12. */
export function firstNumber(value: string): number | undefined {
  const digits = /-?\d+/.exec(value)?.[0];
  return digits === undefined ? undefined : Number(digits);
}

/** "59 (7d10 + 21)" → 59 and '7d10 + 21'. */
export function readHitPoints(value: string): { hitPoints?: number; hitDice?: string } {
  const hitPoints = firstNumber(value);
  const hitDice = /\((\d{1,4} ?d ?\d{1,4}(?: ?[+-] ?\d{1,4})?)\)/i.exec(value)?.[1];
  return { ...(hitPoints === undefined ? {} : { hitPoints }), ...(hitDice ? { hitDice } : {}) };
}

/** How many speeds are read at most (combat.md §5). */
const MOST_SPEEDS = 10;

/** "30 ft., fly 60 ft. (hover), swim 30 ft." → walk 30, fly 60, swim 30; a bare distance is walking. */
export function readSpeeds(value: string): Partial<Record<SpeedKind, number>> {
  const speeds: Partial<Record<SpeedKind, number>> = {};
  const pattern = /(?:\b([a-z]+) )?(\d{1,4}) ?(?:ft|feet)\b/gi;
  let parsed = 0;
  for (const match of value.matchAll(pattern)) {
    if (parsed >= MOST_SPEEDS) break;
    parsed += 1;
    const word = (match[1] ?? '').toLowerCase();
    const kind = (SPEED_KINDS as readonly string[]).includes(word) ? (word as SpeedKind) : word === '' ? 'walk' : null;
    if (kind && speeds[kind] === undefined) speeds[kind] = Math.min(999, Number(match[2]));
  }
  return speeds;
}

/** "Dex +5, Con +7" or "Dexterity +5" → saving throws by ability. */
export function readSavingThrows(value: string): Partial<Record<Ability, number>> {
  const saves: Partial<Record<Ability, number>> = {};
  for (const match of value.matchAll(/([A-Za-z]+) ?([+-] ?\d{1,3})/g)) {
    const ability = abilityOfWord(match[1] ?? '');
    if (ability) saves[ability] = clampBonus(Number((match[2] ?? '').replace(' ', '')));
  }
  return saves;
}

/** "Perception +5, Sleight of Hand +6" → skills by id. */
export function readSkills(value: string): Partial<Record<Skill, number>> {
  const skills: Partial<Record<Skill, number>> = {};
  for (const match of value.matchAll(/([A-Za-z][A-Za-z ]{0,30}?) ?([+-] ?\d{1,3})/g)) {
    const id = (match[1] ?? '').trim().toLowerCase().replace(/ /g, '_');
    if ((SKILLS as readonly string[]).includes(id)) {
      skills[id as Skill] = clampBonus(Number((match[2] ?? '').replace(' ', '')));
    }
  }
  return skills;
}

function clampBonus(bonus: number): number {
  return Math.min(50, Math.max(-20, bonus));
}

/**
 * "cold; bludgeoning, piercing, and slashing from nonmagical attacks" → cold and the three non-magical keys;
 * the 2024 "Immunities" mixes damage types and conditions, so both lists come back.
 */
export function readDefenses(value: string): { damage: DefenseKey[]; conditions: Condition[] } {
  const damage = new Set<DefenseKey>();
  const conditions = new Set<Condition>();
  for (const group of value.toLowerCase().split(';')) {
    const nonMagical = /non-?magical|not made with|that aren't/.test(group);
    for (const word of group.split(/[^a-z]+/)) {
      if ((CONDITIONS as readonly string[]).includes(word)) conditions.add(word as Condition);
      if (!(DAMAGE_TYPES as readonly string[]).includes(word)) continue;
      const physical = (PHYSICAL_DAMAGE_TYPES as readonly string[]).includes(word);
      damage.add(nonMagical && physical ? (`non_magical_${word}` as DefenseKey) : (word as DefenseKey));
    }
  }
  return { damage: [...damage], conditions: [...conditions] };
}

/** "darkvision 60 ft., passive Perception 13" → darkvision 60; passive perception is not a range. */
export function readSenses(value: string): Partial<Record<Sense, number>> {
  const senses: Partial<Record<Sense, number>> = {};
  for (const match of value.matchAll(/([A-Za-z]+) (\d{1,4}) ?(?:ft|feet)\b/gi)) {
    const sense = (match[1] ?? '').toLowerCase();
    if ((SENSES as readonly string[]).includes(sense) && senses[sense as Sense] === undefined) {
      senses[sense as Sense] = Math.min(999, Number(match[2]));
    }
  }
  return senses;
}

/**
 * "Common, Draconic" → two languages; "—", "--" and "None" → none; "understands Common and Elvish but can't speak"
 * and a parenthesis stay whole.
 */
export function readLanguages(value: string): string[] {
  const text = value.trim();
  // A dash for "none" may be typed as two hyphens ("--") or a run of them.
  if (/^([—–-]{1,3}|none)?\.?$/i.test(text)) return [];
  const languages: string[] = [];
  let depth = 0;
  let start = 0;
  // "understands Common, Elvish, and Sylvan but can't speak" is one entry, commas and all.
  let understands = /^understands\b/i.test(text);
  let but = false;
  const push = (end: number) => {
    const language = text.slice(start, end).trim();
    if (language !== '' && languages.length < 30) languages.push(language.slice(0, 100));
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (character === ' ' && text.startsWith(' but ', index)) but = true;
    else if ((character === ',' || character === ';') && depth === 0 && (!understands || but)) {
      push(index);
      start = index + 1;
      understands = /^ ?understands\b/i.test(text.slice(start, start + 13));
      but = false;
    }
  }
  push(text.length);
  return languages;
}

/** "5 (1,800 XP)", "1/4 (50 XP)", the 2024 "5 (XP 1,800; PB +3)" → the rating's words and the written PB. */
export function readChallenge(value: string): { rating: string; proficiencyBonus?: number } {
  const rating = /^\d{1,2}(?:\/\d)?/.exec(value.trim())?.[0] ?? '';
  const proficiencyBonus = /\bPB ?\+ ?(\d{1,2})/i.exec(value)?.[1];
  return { rating, ...(proficiencyBonus ? { proficiencyBonus: Number(proficiencyBonus) } : {}) };
}

export interface TypeLine {
  size: string;
  type: string;
  subtype?: string;
  alignment?: string;
}

const SIZE_WORDS =
  /^((?:tiny|small|medium|large|huge|gargantuan)(?: or (?:tiny|small|medium|large|huge|gargantuan))*) /i;

/**
 * "Large giant, chaotic evil", "Medium humanoid (goblinoid), neutral evil", "Medium swarm of Tiny beasts,
 * unaligned", the 2024 "Large Dragon (Chromatic), Chaotic Evil"; undefined when the line starts with no size.
 */
export function readTypeLine(text: string): TypeLine | undefined {
  const size = SIZE_WORDS.exec(text);
  if (!size) return undefined;
  const rest = text.slice(size[0].length);
  // The alignment follows the first comma outside brackets, or, where the comma was lost, its first word.
  const comma = topLevelComma(rest);
  const split = comma >= 0 ? comma : (ALIGNMENT_WITHOUT_COMMA.exec(rest)?.index ?? -1);
  const kind = (split < 0 ? rest : rest.slice(0, split)).trim();
  const alignmentText = split < 0 ? '' : rest.slice(split + (comma >= 0 ? 1 : 0)).trim();
  const swarm = /^swarm of (.+)$/i.exec(kind);
  const type = swarm ? 'swarm' : (kind.split(/[\s(]/)[0] ?? '').toLowerCase();
  if (!isMonsterType(type) && !isMonsterType(type.replace(/s$/, ''))) return undefined;
  const subtype = swarm?.[1] ?? /\(([^)]{1,100})\)/.exec(kind)?.[1];
  const line: TypeLine = { size: size[1] ?? '', type: type.replace(/s$/, '') };
  if (subtype) line.subtype = subtype.trim();
  const alignment = alignmentOf(alignmentText);
  if (alignment) line.alignment = alignment;
  return line;
}

const ALIGNMENT_WITHOUT_COMMA = / (?:typically )?(?:lawful|neutral|chaotic|unaligned|any)\b/i;

/** Where the text after the size and type splits off the alignment: the first comma outside brackets. */
function topLevelComma(text: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === ',' && depth <= 0) return index;
  }
  return -1;
}

/** 'chaotic evil' → 'chaotic_evil', 'Typically Neutral' → 'neutral'; other words are kept as written. */
function alignmentOf(text: string): string | undefined {
  const words = text
    .replace(/\.$/, '')
    .replace(/^typically /i, '')
    .trim();
  return mapAlignment(words)?.slice(0, 100);
}
