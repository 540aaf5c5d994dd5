import type { Ability } from '@skald/rules/constants/abilities';
import { DAMAGE_TYPES, type DamageType } from '@skald/rules/constants/damage-types';
import type { MonsterAction, MonsterActionType, MonsterRoll } from '@skald/rules/monster/monster';
import { abilityOfWord } from './header-labels.ts';

/** Where in an entry's text something starts that rolls: an attack, a saving throw, healing, or damage. */
type Mark =
  | { at: number; kind: 'attack'; type: MonsterActionType; bonus: number }
  | { at: number; kind: 'save'; dc: number; ability: Ability; end: number }
  | { at: number; kind: 'healing'; roll: Omit<MonsterRoll, 'damage_type'> }
  | { at: number; kind: 'damage'; roll: MonsterRoll; before: string; condition: string; otherType?: DamageType }
  | { at: number; kind: 'miss' };

// 2014: "Melee Weapon Attack: +6 to hit"; 2024: "Melee Attack Roll: +6"; homebrew: "Melee Attack: +6 to hit".
const ATTACK = /\b(Melee or Ranged|Melee|Ranged) (?:(Weapon|Spell) )?Attack(?: Roll)?: ?([+-] ?\d{1,2})/gi;
// 2014: "DC 15 Dexterity saving throw"; 2024: "Dexterity Saving Throw: DC 15".
const SAVE = /\bDC (\d{1,2}) ([A-Za-z]{3,12}) saving throw|\b([A-Za-z]{3,12}) Saving Throw: ?DC (\d{1,2})/gi;
// "regains 13 (2d8 + 4) hit points", "regains 2d8 + 4 hit points", "regains 10 hit points".
const HEALING =
  /\bregains? (?:(\d{1,4})(?: ?\((\d{1,3}) ?d ?(\d{1,3})(?: ?([+-]) ?(\d{1,4}))?\))?|(\d{1,3}) ?d ?(\d{1,3})(?: ?([+-]) ?(\d{1,4}))?) hit points/gi;
// "13 (2d8 + 4) slashing damage", "2d6 fire damage", "1 piercing damage".
const DAMAGE =
  /\b(?:\d{1,4} ?\((\d{1,3}) ?d ?(\d{1,3})(?: ?([+-]) ?(\d{1,4}))?\)|(\d{1,3}) ?d ?(\d{1,3})(?: ?([+-]) ?(\d{1,4}))?|(\d{1,4})) ([A-Za-z]{3,12})(?: or ([A-Za-z]{3,12}))? damage\b/gi;
// What makes a second damage of a hit a choice rather than more damage: "or 6 (1d8 + 2) …", "… if used with two hands".
const ALTERNATIVE_BEFORE = /\bor $/i;
const CONDITION = /^,? ?((?:if|with|while|when|in) [^.,;]{1,60})/i;
// 2024: "Miss: 4 Piercing damage." is what a miss deals, not a roll of the hit.
const MISS = /\bMiss: /g;
const HALF = /\bhalf as much\b|\bhalf (?:the |of (?:that|the|this) )?damage\b/i;
const MOST_ACTIONS = 10;
const DICE = new Set([4, 6, 8, 10, 12, 20, 100]);

/** An entry's rolls, and the other ways to use it its text offers ("… if used with two hands"). */
export interface EntryRolls {
  actions: MonsterAction[];
  /** Each choice as a whole action list of its own, named by `label`: a roll card rolls all of an entry at once. */
  variants: Array<{ label: string; actions: MonsterAction[] }>;
}

/**
 * The rolls an entry's text describes, as the runner's roll card rolls them: an attack with the damage of its
 * hit (a miss leaves nothing), each saving throw with the damage that follows it (half on a success when the
 * text says so), healing, and damage with neither. A choice of damage ("or 6 (1d8 + 2) piercing damage if
 * used with two hands", "lightning or thunder damage") becomes a variant with that roll in place of the first.
 */
export function readEntryActions(written: string): EntryRolls {
  // Emphasis left in a copy ("_Hit:_ 5", "*Melee Weapon Attack:*") and where its lines broke say nothing about
  // the rolls.
  const desc = written.replace(/[*_]/g, '').replace(/\s+/g, ' ');
  const actions: MonsterAction[] = [];
  const choices: Array<{ label: string; action: MonsterAction; index: number | 'add'; roll: MonsterRoll }> = [];
  let current: MonsterAction | undefined;
  let half = false;
  let missed = false;
  const marks = marksOf(desc);
  for (const [at, mark] of marks.entries()) {
    if (mark.kind === 'miss') {
      missed = true;
    } else if (mark.kind === 'attack') {
      missed = false;
      current = { type: mark.type, attack_bonus: mark.bonus, rolls: [] };
      actions.push(current);
    } else if (mark.kind === 'save') {
      const same = current?.type === 'save' && current.save_dc === mark.dc && current.save_ability === mark.ability;
      missed = false;
      if (!same) {
        current = { type: 'save', save_dc: mark.dc, save_ability: mark.ability, rolls: [] };
        actions.push(current);
        // "half as much damage" of this save: before the next attack or save the text describes.
        const next = marks.slice(at + 1, at + 30).find((later) => later.kind === 'attack' || later.kind === 'save');
        half = HALF.test(desc.slice(mark.end, Math.min(mark.end + 400, next?.at ?? desc.length)));
      }
    } else if (mark.kind === 'healing') {
      actions.push({ type: 'healing', rolls: [{ damage_type: 'radiant', ...mark.roll }] });
    } else if (!missed) {
      if (!current) {
        current = { type: 'damage', rolls: [] };
        actions.push(current);
      }
      const roll = withLeftOver(mark.roll, current, half);
      const instead = ALTERNATIVE_BEFORE.test(mark.before) || /\btwo hands\b/i.test(mark.condition);
      if (current.rolls.length > 0 && instead) {
        choices.push({ label: labelOf(mark.condition), action: current, index: 0, roll });
        continue;
      }
      if (current.rolls.length > 0 && /^(if|while|when)\b/i.test(mark.condition)) {
        // "plus 2 (1d4) Slashing damage if the attack roll had Advantage": the entry again, with that roll added.
        choices.push({ label: labelOf(mark.condition), action: current, index: 'add', roll });
        continue;
      }
      if (current.rolls.length >= 10) continue;
      current.rolls.push(roll);
      if (mark.otherType) {
        const label = mark.otherType[0]?.toUpperCase() + mark.otherType.slice(1);
        choices.push({
          label,
          action: current,
          index: current.rolls.length - 1,
          roll: { ...roll, damage_type: mark.otherType },
        });
      }
    }
  }
  // An ability holds at most ten actions (the NPC schema's limit); a choice in a dropped one is dropped with it.
  const kept = actions.slice(0, MOST_ACTIONS);
  const variants = choices
    .filter((choice) => kept.includes(choice.action))
    .slice(0, 5)
    .map(({ label, action, index, roll }) => ({
      label,
      actions: kept.map((each) => (each === action ? { ...each, rolls: withChoice(each.rolls, index, roll) } : each)),
    }));
  return { actions: kept, variants };
}

function withChoice(rolls: readonly MonsterRoll[], index: number | 'add', roll: MonsterRoll): MonsterRoll[] {
  if (index === 'add') return [...rolls, roll].slice(0, 10);
  return rolls.map((old, at) => (at === index ? roll : old));
}

function withLeftOver(roll: MonsterRoll, action: MonsterAction, half: boolean): MonsterRoll {
  if (action.type === 'save') return { ...roll, save_fail_mod: half ? 0.5 : 0 };
  if (action.type === 'damage') return roll;
  return { ...roll, miss_mod: 0 };
}

/** "if used with two hands" → 'Two handed', as the compendium names it; "with shillelagh" → 'With shillelagh'. */
function labelOf(condition: string): string {
  if (/\btwo hands\b/i.test(condition)) return 'Two handed';
  if (/\bhalf (of )?its hit points\b/i.test(condition)) return 'Half hit points';
  const words = condition.replace(/^if /i, '').trim() || 'Other';
  return (words[0]?.toUpperCase() + words.slice(1)).slice(0, 40);
}

function marksOf(desc: string): Mark[] {
  const marks: Mark[] = [];
  for (const match of desc.matchAll(ATTACK)) {
    const kind = (match[1] ?? '').toLowerCase();
    const spell = (match[2] ?? '').toLowerCase() === 'spell';
    const type: MonsterActionType = spell ? 'spell_attack' : kind === 'ranged' ? 'ranged_weapon' : 'melee_weapon';
    const bonus = Number((match[3] ?? '0').replace(' ', ''));
    marks.push({ at: match.index, kind: 'attack', type, bonus: Math.min(50, Math.max(-20, bonus)) });
  }
  for (const match of desc.matchAll(SAVE)) {
    const ability = abilityOfWord(match[2] ?? match[3] ?? '');
    const dc = Number(match[1] ?? match[4]);
    if (ability && dc >= 1)
      marks.push({ at: match.index, kind: 'save', dc, ability, end: match.index + match[0].length });
  }
  for (const match of desc.matchAll(MISS)) marks.push({ at: match.index, kind: 'miss' });
  for (const match of desc.matchAll(HEALING)) {
    const roll =
      match[6] === undefined
        ? rollOf(match[2], match[3], match[4], match[5], match[1])
        : rollOf(match[6], match[7], match[8], match[9]);
    marks.push({ at: match.index, kind: 'healing', roll });
  }
  for (const match of desc.matchAll(DAMAGE)) {
    const type = (match[10] ?? '').toLowerCase();
    if (!(DAMAGE_TYPES as readonly string[]).includes(type)) continue;
    const parts =
      match[1] !== undefined
        ? rollOf(match[1], match[2], match[3], match[4])
        : match[5] !== undefined
          ? rollOf(match[5], match[6], match[7], match[8])
          : rollOf(undefined, undefined, undefined, undefined, match[9]);
    const other = (match[11] ?? '').toLowerCase();
    const end = match.index + match[0].length;
    marks.push({
      at: match.index,
      kind: 'damage',
      roll: { damage_type: type as DamageType, ...parts },
      before: desc.slice(Math.max(0, match.index - 6), match.index),
      condition: CONDITION.exec(desc.slice(end, end + 64))?.[1]?.trim() ?? '',
      ...((DAMAGE_TYPES as readonly string[]).includes(other) ? { otherType: other as DamageType } : {}),
    });
  }
  return marks.sort((a, b) => a.at - b.at);
}

/** Dice, die and bonus; with no dice ("1 piercing damage") the written number is the bonus. */
function rollOf(
  count: string | undefined,
  sides: string | undefined,
  sign: string | undefined,
  bonus: string | undefined,
  flat?: string,
): Omit<MonsterRoll, 'damage_type'> {
  const die = Number(sides);
  if (count === undefined || !DICE.has(die)) {
    return { dice_count: 0, dice_type: 0, fixed_val: Math.min(999, Number(flat ?? bonus ?? 0) || 0) };
  }
  const fixed = bonus === undefined ? 0 : Number(bonus) * (sign === '-' ? -1 : 1);
  return { dice_count: Math.min(100, Number(count)), dice_type: die, fixed_val: Math.max(-999, Math.min(999, fixed)) };
}
