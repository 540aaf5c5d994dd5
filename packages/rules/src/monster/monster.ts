import type { DamageSpecial, MissSave } from '../combat/roll-card.ts';
import type { Ability } from '../constants/abilities.ts';
import type { ChallengeRating } from '../constants/challenge-ratings.ts';
import type { Condition } from '../constants/conditions.ts';
import type { DamageType, DefenseKey } from '../constants/damage-types.ts';
import type { MonsterType } from '../constants/monster-types.ts';
import type { Sense } from '../constants/senses.ts';
import type { Size } from '../constants/sizes.ts';
import type { Skill } from '../constants/skills.ts';
import type { SpeedKind } from '../constants/speeds.ts';

/** One damage or healing roll in a stat block: `dice_count` d `dice_type` + `fixed_val`. */
export interface MonsterRoll {
  damage_type: DamageType;
  dice_count: number;
  dice_type: number;
  fixed_val: number;
  /** What a miss leaves (attacks) or a successful save leaves (saves): all, half or nothing. */
  miss_mod?: MissSave;
  save_fail_mod?: MissSave;
  magical?: boolean;
  special?: DamageSpecial;
}

export type MonsterActionType = 'melee_weapon' | 'ranged_weapon' | 'spell_attack' | 'save' | 'healing' | 'damage';

export interface MonsterAction {
  type: MonsterActionType;
  attack_bonus?: number;
  save_dc?: number;
  save_ability?: Ability;
  rolls: MonsterRoll[];
}

/** An entry of a stat block: a trait, action, legendary action or reaction. */
export interface MonsterAbility {
  name: string;
  desc: string;
  action_list: MonsterAction[];
  /** '5-6', '6' or 'rest'. */
  recharge?: string;
  /** Uses per day or per turn. */
  limit?: number;
  limit_type?: 'day' | 'turn';
  /** Legendary actions: how many of the legendary count it costs. */
  legendary_cost?: number;
  reach?: number;
  range?: string;
}

/** A spell a monster knows; innate spells are cast at will or `limit` times a day. */
export interface MonsterSpell {
  url: string;
  name: string;
  level: number;
  notes?: string;
  at_will?: boolean;
  limit?: number;
  limit_type?: 'day';
}

/** A Spellcasting or Innate Spellcasting trait as data; the trait itself stays a special ability. */
export interface MonsterSpellcasting {
  trait: string;
  innate: boolean;
  ability: Ability;
  save_dc?: number;
  spell_attack?: number;
  caster_level?: number;
  /** The class whose spell list it uses, e.g. 'wizard'. */
  spell_list?: string;
  components_required: string[];
  /** Slots by spell level ('1' to '9'). */
  slots: Record<string, number>;
  spells: MonsterSpell[];
}

/** The stat block sections that hold abilities, as limited uses name them. */
export const ABILITY_SECTIONS = ['special_abilities', 'actions', 'legendary_actions', 'reactions'] as const;
export type AbilitySection = (typeof ABILITY_SECTIONS)[number];

export interface Monster {
  name: string;
  size: Size;
  type: MonsterType;
  subtype?: string;
  alignment?: string;
  avatar?: string;
  armor_class: number;
  hit_points: number;
  hit_dice?: string;
  friendly?: boolean;
  challenge_rating: ChallengeRating;
  strength: number;
  dexterity: number;
  constitution: number;
  intelligence: number;
  wisdom: number;
  charisma: number;
  saving_throws?: Partial<Record<Ability, number>>;
  skills?: Partial<Record<Skill, number>>;
  skills_expertise?: Skill[];
  speeds?: Partial<Record<SpeedKind, number>>;
  languages?: string[];
  senses?: Partial<Record<Sense, number>>;
  damage_vulnerabilities?: DefenseKey[];
  damage_resistances?: DefenseKey[];
  damage_immunities?: DefenseKey[];
  condition_immunities?: Condition[];
  special_abilities?: MonsterAbility[];
  actions?: MonsterAbility[];
  legendary_actions?: MonsterAbility[];
  reactions?: MonsterAbility[];
  legendary_count?: number;
  spellcasting?: MonsterSpellcasting[];
}

/** Monsters with legendary actions have three per round unless their stat block says otherwise. */
export const DEFAULT_LEGENDARY_COUNT = 3;
