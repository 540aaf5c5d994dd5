/** The parts of 5e-database (v5.10.0, `src/2014/en`) records that the import reads. */

export interface SrdReference {
  index: string;
  name: string;
}

export interface SrdDc {
  dc_type: SrdReference;
  dc_value: number;
  success_type: string;
}

export interface SrdDamageChoice {
  choose: number;
  from: { options: SrdDamageOption[] };
}

export interface SrdDamageOption {
  damage_type?: SrdReference;
  damage_dice?: string;
  notes?: string;
}

export interface SrdDamage extends SrdDamageOption {
  dc?: SrdDc;
}

export type SrdDamageEntry = SrdDamage | SrdDamageChoice;

export interface SrdUsage {
  type: string;
  times?: number;
  dice?: string;
  min_value?: number;
}

export interface SrdEffect {
  name: string;
  desc?: string;
  attack_bonus?: number;
  dc?: SrdDc;
  damage?: SrdDamageEntry[];
}

export interface SrdSpellcastingSpell {
  name: string;
  level: number;
  url: string;
  notes?: string;
  usage?: SrdUsage;
}

export interface SrdSpellcasting {
  level?: number;
  ability: SrdReference;
  dc?: number;
  modifier?: number;
  components_required?: string[];
  school?: string;
  slots?: Record<string, number>;
  spells: SrdSpellcastingSpell[];
}

export interface SrdMonsterAbility extends SrdEffect {
  desc: string;
  usage?: SrdUsage;
  options?: { choose: number; from: { options: SrdEffect[] } };
  attacks?: SrdEffect[];
  spellcasting?: SrdSpellcasting;
}

export interface SrdProficiency {
  value: number;
  proficiency: SrdReference;
}

export interface SrdMonster {
  index: string;
  name: string;
  desc?: string;
  size: string;
  type: string;
  subtype?: string;
  alignment?: string;
  armor_class: Array<{ type: string; value: number }>;
  hit_points: number;
  hit_dice?: string;
  speed: Record<string, string | boolean>;
  strength: number;
  dexterity: number;
  constitution: number;
  intelligence: number;
  wisdom: number;
  charisma: number;
  proficiencies: SrdProficiency[];
  damage_vulnerabilities: string[];
  damage_resistances: string[];
  damage_immunities: string[];
  condition_immunities: SrdReference[];
  senses: Record<string, string | number>;
  languages: string;
  challenge_rating: number;
  proficiency_bonus?: number;
  special_abilities?: SrdMonsterAbility[];
  actions?: SrdMonsterAbility[];
  legendary_actions?: SrdMonsterAbility[];
  reactions?: SrdMonsterAbility[];
  forms?: SrdReference[];
}

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
