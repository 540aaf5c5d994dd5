import { titleCase } from '@skald/contract/library/library-limits';
import type { NpcRecord, NpcRecordInput } from '@skald/contract/library/npc-record';
import { ABILITIES, type Ability } from '@skald/rules/constants/abilities';
import type { ChallengeRating } from '@skald/rules/constants/challenge-ratings';
import type { Condition } from '@skald/rules/constants/conditions';
import type { DamageType, DefenseKey } from '@skald/rules/constants/damage-types';
import type { MonsterType } from '@skald/rules/constants/monster-types';
import { SENSES, type Sense } from '@skald/rules/constants/senses';
import type { Size } from '@skald/rules/constants/sizes';
import { SKILLS, type Skill } from '@skald/rules/constants/skills';
import { SPEED_KINDS, type SpeedKind } from '@skald/rules/constants/speeds';
import type { MonsterActionType, MonsterSpellcasting } from '@skald/rules/monster/monster';

/**
 * The monster creator's values as the form holds them: every number field a number or '' (left empty),
 * every optional text ''. The contract's schema reads '' as "not set", so these are sent as they are.
 */

/** A number input's value: '' when empty. */
export type FormNumber = number | '';

export interface NpcRollForm {
  damage_type: DamageType;
  dice_count: FormNumber;
  dice_type: number;
  fixed_val: FormNumber;
  miss_mod?: number | '';
  save_fail_mod?: number | '';
  magical?: boolean;
  special?: 'drain' | 'siphon' | 'siphon_half';
}

export interface NpcActionForm {
  type: MonsterActionType;
  attack_bonus: FormNumber;
  save_dc: FormNumber;
  save_ability: Ability | '';
  rolls: NpcRollForm[];
}

export interface NpcAbilityForm {
  name: string;
  desc: string;
  action_list: NpcActionForm[];
  recharge: string;
  limit: FormNumber;
  limit_type: 'day' | 'turn' | '';
  legendary_cost: FormNumber;
  reach: FormNumber;
  range: string;
}

export const ABILITY_SECTIONS = ['special_abilities', 'actions', 'legendary_actions', 'reactions'] as const;
export type NpcAbilitySection = (typeof ABILITY_SECTIONS)[number];

export interface NpcFormValues extends Record<Ability, FormNumber>, Record<NpcAbilitySection, NpcAbilityForm[]> {
  name: string;
  size: Size;
  type: MonsterType;
  subtype: string;
  alignment: string;
  avatar: string;
  storage_avatar: string;
  armor_class: FormNumber;
  hit_points: FormNumber;
  hit_dice: string;
  friendly: boolean;
  challenge_rating: ChallengeRating;
  saving_throws: Record<Ability, FormNumber>;
  skills: Record<Skill, FormNumber>;
  skills_expertise: Skill[];
  speeds: Record<SpeedKind, FormNumber>;
  languages: string[];
  senses: Record<Sense, FormNumber>;
  damage_vulnerabilities: DefenseKey[];
  damage_resistances: DefenseKey[];
  damage_immunities: DefenseKey[];
  condition_immunities: Condition[];
  legendary_count: FormNumber;
  spellcasting?: MonsterSpellcasting[];
  player_id: string | null;
  shared: boolean;
}

// The form's values are what the server takes: a change to the schema shows up here.
const sendable = (values: NpcFormValues): NpcRecordInput => values;
void sendable;

function allEmpty<Key extends string>(keys: readonly Key[], filled: Partial<Record<Key, number>> = {}) {
  return Object.fromEntries(keys.map((key) => [key, filled[key] ?? ''])) as Record<Key, FormNumber>;
}

export function blankRoll(): NpcRollForm {
  return { damage_type: 'slashing', dice_count: 1, dice_type: 6, fixed_val: 0 };
}

export function blankAction(): NpcActionForm {
  return { type: 'melee_weapon', attack_bonus: '', save_dc: '', save_ability: '', rolls: [blankRoll()] };
}

export function blankAbility(): NpcAbilityForm {
  return {
    name: '',
    desc: '',
    action_list: [],
    recharge: '',
    limit: '',
    limit_type: '',
    legendary_cost: '',
    reach: '',
    range: '',
  };
}

/** A new NPC: a Medium beast of challenge 1 with average scores, walking 30 feet. */
export const EMPTY_NPC: NpcFormValues = {
  name: '',
  size: 'medium',
  type: 'beast',
  subtype: '',
  alignment: '',
  avatar: '',
  storage_avatar: '',
  armor_class: 10,
  hit_points: 1,
  hit_dice: '',
  friendly: false,
  challenge_rating: 1,
  ...(Object.fromEntries(ABILITIES.map((ability) => [ability, 10])) as Record<Ability, number>),
  saving_throws: allEmpty(ABILITIES),
  skills: allEmpty(SKILLS),
  skills_expertise: [],
  speeds: allEmpty(SPEED_KINDS, { walk: 30 }),
  languages: [],
  senses: allEmpty(SENSES),
  damage_vulnerabilities: [],
  damage_resistances: [],
  damage_immunities: [],
  condition_immunities: [],
  special_abilities: [],
  actions: [],
  legendary_actions: [],
  reactions: [],
  legendary_count: '',
  player_id: null,
  shared: false,
};

const orEmpty = <T>(value: T | undefined): T | '' => value ?? '';

function abilityForm(ability: NpcRecord['actions'][number]): NpcAbilityForm {
  return {
    name: ability.name,
    desc: ability.desc,
    recharge: orEmpty(ability.recharge),
    limit: orEmpty(ability.limit),
    limit_type: orEmpty(ability.limit_type),
    legendary_cost: orEmpty(ability.legendary_cost),
    reach: orEmpty(ability.reach),
    range: orEmpty(ability.range),
    action_list: ability.action_list.map((action) => ({
      type: action.type,
      attack_bonus: orEmpty(action.attack_bonus),
      save_dc: orEmpty(action.save_dc),
      save_ability: orEmpty(action.save_ability),
      rolls: action.rolls,
    })),
  };
}

/** A stored NPC in the form, every value in its field, the name in title case. */
export function npcFormValues(npc: NpcRecord): NpcFormValues {
  return {
    ...npc,
    name: titleCase(npc.name),
    subtype: orEmpty(npc.subtype),
    alignment: orEmpty(npc.alignment),
    hit_dice: orEmpty(npc.hit_dice),
    saving_throws: allEmpty(ABILITIES, npc.saving_throws),
    skills: allEmpty(SKILLS, npc.skills),
    speeds: allEmpty(SPEED_KINDS, npc.speeds),
    senses: allEmpty(SENSES, npc.senses),
    legendary_count: orEmpty(npc.legendary_count),
    special_abilities: npc.special_abilities.map(abilityForm),
    actions: npc.actions.map(abilityForm),
    legendary_actions: npc.legendary_actions.map(abilityForm),
    reactions: npc.reactions.map(abilityForm),
  };
}
