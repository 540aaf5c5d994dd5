import type { TextLayout } from '../../src/text/read-text-stat-block.ts';

/**
 * A stat block written for the reader's tests (invented monsters, in the layouts people paste) and what a GM
 * reads in it. Fields left out are empty or absent in the monster: no saving throws, no subtype, and so on.
 * An entry's rolls are written short: 'melee +5: 2d6+3 piercing, 1d6 fire', 'ranged +4: 1d8+2 piercing',
 * 'spell +6: 3d10 fire', 'save dex 15 half: 8d6 fire' (half on a success; without 'half', nothing),
 * 'heal: 2d8+4', 'damage: 2d6 fire'; a flat amount is written as its number ('1 piercing').
 */
export interface Sample {
  title: string;
  layout: TextLayout;
  text: string;
  expected: ExpectedMonster;
}

export interface ExpectedEntry {
  name: string;
  actions?: string[];
  recharge?: string;
  limit?: number;
  limit_type?: 'day' | 'turn';
  legendary_cost?: number;
  reach?: number;
  range?: string;
}

export interface ExpectedMonster {
  name: string;
  size: string;
  type: string;
  subtype?: string;
  alignment?: string;
  armor_class: number;
  hit_points: number;
  hit_dice?: string;
  challenge_rating: number;
  /** STR, DEX, CON, INT, WIS, CHA. */
  abilities: [number, number, number, number, number, number];
  saving_throws?: Record<string, number>;
  skills?: Record<string, number>;
  skills_expertise?: string[];
  /** Absent: the NPC form's default walking speed. */
  speeds?: Record<string, number>;
  languages?: string[];
  senses?: Record<string, number>;
  damage_vulnerabilities?: string[];
  damage_resistances?: string[];
  damage_immunities?: string[];
  condition_immunities?: string[];
  special_abilities?: ExpectedEntry[];
  actions?: ExpectedEntry[];
  legendary_actions?: ExpectedEntry[];
  reactions?: ExpectedEntry[];
  legendary_count?: number;
}
