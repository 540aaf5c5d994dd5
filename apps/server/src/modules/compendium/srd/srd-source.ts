import type { SrdMonster, SrdReference } from '@skald/statblock/five-e-database/monster-source';

/**
 * The parts of 5e-database (v5.10.0, `src/2014/en`) records that the import reads. The monster's parts live
 * with the monster mapping in `@skald/statblock`, which the stat-block reader shares.
 */

export interface SrdSpell {
  index: string;
  name: string;
  desc: string[];
  higher_level?: string[];
  range: string;
  components: string[];
  material?: string;
  ritual: boolean;
  duration: string;
  concentration: boolean;
  casting_time: string;
  level: number;
  attack_type?: string;
  damage?: {
    damage_type?: SrdReference;
    damage_at_slot_level?: Record<string, string>;
    damage_at_character_level?: Record<string, string>;
  };
  heal_at_slot_level?: Record<string, string>;
  dc?: { dc_type: SrdReference; dc_success: string; desc?: string };
  area_of_effect?: { type: string; size: number };
  school: SrdReference;
  classes: SrdReference[];
  subclasses: SrdReference[];
}

export interface SrdMagicItem {
  index: string;
  name: string;
  equipment_category: SrdReference;
  rarity: { name: string };
  variants: SrdReference[];
  variant: boolean;
  desc: string[];
}

export interface SrdWeaponDamage {
  damage_dice: string;
  damage_type: SrdReference;
}

export interface SrdRange {
  normal: number;
  long?: number;
}

export interface SrdEquipment {
  index: string;
  name: string;
  equipment_category: SrdReference;
  gear_category?: SrdReference;
  tool_category?: string;
  vehicle_category?: string;
  weapon_category?: string;
  weapon_range?: string;
  armor_category?: string;
  cost: { quantity: number; unit: string };
  weight?: number;
  desc?: string[];
  damage?: SrdWeaponDamage;
  two_handed_damage?: SrdWeaponDamage;
  range?: SrdRange;
  throw_range?: SrdRange;
  properties?: SrdReference[];
  special?: string[];
  armor_class?: { base: number; dex_bonus: boolean; max_bonus?: number };
  str_minimum?: number;
  stealth_disadvantage?: boolean;
  quantity?: number;
  contents?: Array<{ item: SrdReference; quantity: number }>;
  speed?: { quantity: number; unit: string };
  capacity?: string;
}

export interface SrdCondition {
  index: string;
  name: string;
  desc: string[];
}

export interface SrdRule {
  index: string;
  name: string;
  desc: string;
  subsections?: SrdReference[];
}

export interface SrdFiles {
  monsters: SrdMonster[];
  spells: SrdSpell[];
  magicItems: SrdMagicItem[];
  equipment: SrdEquipment[];
  conditions: SrdCondition[];
  rules: SrdRule[];
  ruleSections: SrdRule[];
}
