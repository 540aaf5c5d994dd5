/** The parts of 5e-database (v5.10.0, `src/2014/en`) monster records that the mapping reads. */

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
