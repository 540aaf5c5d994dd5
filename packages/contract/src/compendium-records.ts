import type { Ability } from '@skald/rules/constants/abilities';
import type { Condition } from '@skald/rules/constants/conditions';
import type { DamageType } from '@skald/rules/constants/damage-types';
import type { Monster, MonsterSpellcasting } from '@skald/rules/monster/monster';

/**
 * The records the compendium API serves (`/api/v1/{kind}`), shared by the server's SRD import, which
 * maps the source files into these shapes, and the web app, which shows them.
 */

/** A die roll without its use: `2d10+8` is 2, 10 and 8; a flat `1` is 0, 0 and 1. */
export interface DiceParts {
  dice_count: number;
  dice_type: number;
  fixed_val: number;
}

// Spellcasting is part of a stat block, so the rules own its shape; the records name it from there.
export type { MonsterSpell, MonsterSpellcasting } from '@skald/rules/monster/monster';

export type SpellComponent = 'V' | 'S' | 'M';

export interface CompendiumSpell {
  url: string;
  name: string;
  /** 0 for a cantrip. */
  level: number;
  school: string;
  classes: string[];
  subclasses: string[];
  casting_time: string;
  range: string;
  components: SpellComponent[];
  material?: string;
  duration: string;
  concentration: boolean;
  ritual: boolean;
  desc: string;
  higher_level?: string;
  attack_type?: 'melee' | 'ranged';
  damage_type?: DamageType;
  /** Dice by slot level, by character level (cantrips) or healing by slot level, as the source writes them. */
  damage_at_slot_level?: Record<string, string>;
  damage_at_character_level?: Record<string, string>;
  heal_at_slot_level?: Record<string, string>;
  dc?: { ability: Ability; success: 'half' | 'none' | 'other'; desc?: string };
  area_of_effect?: { type: string; size: number };
}

export const ITEM_RARITIES = ['common', 'uncommon', 'rare', 'very_rare', 'legendary', 'artifact', 'varies'] as const;
export type ItemRarity = (typeof ITEM_RARITIES)[number];

export const ITEM_KINDS = ['magic_item', 'equipment'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export interface ItemDamage extends DiceParts {
  damage_type: DamageType;
}

export interface ItemRange {
  normal: number;
  long?: number;
}

export interface ItemWeapon {
  category: string;
  range_type: 'melee' | 'ranged';
  damage?: ItemDamage;
  two_handed_damage?: ItemDamage;
  range?: ItemRange;
  throw_range?: ItemRange;
  properties: string[];
  special?: string;
}

export interface ItemArmor {
  category: string;
  base: number;
  dex_bonus: boolean;
  max_bonus?: number;
  str_minimum: number;
  stealth_disadvantage: boolean;
}

/** Magic items and mundane equipment in one list, told apart by `kind`. */
export interface CompendiumItem {
  url: string;
  name: string;
  kind: ItemKind;
  category: string;
  /** Gear, tool or vehicle category of equipment. */
  subcategory?: string;
  desc: string;
  rarity?: ItemRarity;
  /** Slugs of a magic item's variants (`+1`, `+2`, `+3`), and whether it is itself one. */
  variants?: string[];
  variant?: boolean;
  cost?: { quantity: number; unit: string };
  weight?: number;
  weapon?: ItemWeapon;
  armor?: ItemArmor;
  quantity?: number;
  contents?: Array<{ url: string; quantity: number }>;
  speed?: { quantity: number; unit: string };
  capacity?: string;
}

export interface CompendiumCondition {
  url: string;
  name: string;
  condition: Condition;
  desc: string;
}

/** A rule (`Combat`) or one of its sections (`Cover`, with the rule's slug as parent). */
export interface CompendiumRule {
  url: string;
  name: string;
  desc: string;
  parent?: string;
}

/** Where a monster comes from: the SRD import, or a homebrew monster stored beside it. */
export const MONSTER_SOURCES = ['srd', 'homebrew'] as const;
export type MonsterSource = (typeof MONSTER_SOURCES)[number];

/** A monster as the API serves it: the rules `Monster` flattened with the compendium's extras. */
export interface MonsterRecord extends Omit<Monster, 'avatar' | 'friendly'> {
  _id: number;
  url: string;
  source: MonsterSource;
  desc?: string;
  passive_perception?: number;
  /** Slugs of the same creature's other stat blocks (a lycanthrope's forms). */
  forms: string[];
  spellcasting: MonsterSpellcasting[];
  /** Where it is usually met (the environment ids of the rules); the SRD names none. */
  environments: string[];
}

export type SpellRecord = CompendiumSpell & { _id: number };
export type ItemRecord = CompendiumItem & { _id: number };
export type ConditionRecord = CompendiumCondition & { _id: number };
export type RuleRecord = CompendiumRule & { _id: number };
