import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readStatBlock } from '../../src/read-stat-block.ts';
import type { ExpectedMonster } from '../samples/sample.ts';
import { fieldChecks } from '../text/sample-fields.ts';

// An invented creature as Open5e's current API (v2, /v2/creatures/) answers it.
const CREATURE = {
  url: 'https://api.open5e.com/v2/creatures/homebrew_cinder-jackal/',
  key: 'homebrew_cinder-jackal',
  name: 'Cinder Jackal',
  document: { name: 'Homebrew', key: 'homebrew' },
  size: { name: 'Medium', key: 'medium' },
  type: { name: 'Fiend', key: 'fiend' },
  category: 'Monsters',
  subcategory: 'yugoloth',
  alignment: 'neutral evil',
  armor_class: 14,
  hit_points: 52,
  hit_dice: '8d8+16',
  challenge_rating_decimal: '3.000',
  challenge_rating_text: '3',
  ability_scores: { strength: 14, dexterity: 16, constitution: 14, intelligence: 8, wisdom: 12, charisma: 10 },
  modifiers: { strength: 2, dexterity: 3, constitution: 2, intelligence: -1, wisdom: 1, charisma: 0 },
  saving_throws: { dexterity: 5 },
  skill_bonuses: { perception: 3, stealth: 7 },
  passive_perception: 13,
  speed: { walk: 40.0, climb: 20.0, unit: 'feet' },
  languages: { as_string: 'Abyssal, Infernal', data: [] },
  damage_immunities: [{ name: 'Fire', key: 'fire' }],
  nonmagical_attack_immunity: false,
  damage_resistances: ['cold'],
  nonmagical_attack_resistance: true,
  damage_vulnerabilities: [],
  condition_immunities: [{ name: 'Poisoned', key: 'poisoned' }],
  normal_sight_range: null,
  darkvision_range: 60.0,
  blindsight_range: null,
  tremorsense_range: null,
  truesight_range: null,
  traits: [{ name: 'Ember Trail', desc: 'The jackal leaves smouldering tracks.' }],
  actions: [
    {
      name: 'Bite',
      desc: 'Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 7 (1d8 + 3) piercing damage plus 3 (1d6) fire damage.',
      action_type: 'ACTION',
      uses_type: null,
      uses_param: null,
      legendary_cost: null,
      attacks: [],
    },
    {
      name: 'Ash Breath',
      desc: 'The jackal exhales ash in a 15-foot cone. Each creature in that area must make a DC 12 Constitution saving throw, taking 14 (4d6) fire damage on a failed save, or half as much damage on a successful one.',
      action_type: 'ACTION',
      uses_type: 'RECHARGE_ON_ROLL',
      uses_param: 5,
      legendary_cost: null,
      attacks: [],
    },
    {
      name: 'Smoke Step',
      desc: 'The jackal teleports up to 30 feet.',
      action_type: 'BONUS_ACTION',
      uses_type: 'PER_DAY',
      uses_param: 2,
    },
    { name: 'Flare', desc: 'When hit, the jackal flares.', action_type: 'REACTION' },
    { name: 'Pounce', desc: 'The jackal makes one Bite attack.', action_type: 'LEGENDARY_ACTION', legendary_cost: 2 },
  ],
};

const EXPECTED: ExpectedMonster = {
  name: 'cinder jackal',
  size: 'medium',
  type: 'fiend',
  subtype: 'yugoloth',
  alignment: 'neutral_evil',
  armor_class: 14,
  hit_points: 52,
  hit_dice: '8d8+16',
  challenge_rating: 3,
  abilities: [14, 16, 14, 8, 12, 10],
  saving_throws: { dexterity: 5 },
  skills: { perception: 3, stealth: 7 },
  skills_expertise: ['stealth'],
  speeds: { walk: 40, climb: 20 },
  senses: { darkvision: 60 },
  languages: ['Abyssal', 'Infernal'],
  damage_resistances: ['cold', 'non_magical_bludgeoning', 'non_magical_piercing', 'non_magical_slashing'],
  damage_immunities: ['fire'],
  condition_immunities: ['poisoned'],
  special_abilities: [{ name: 'Ember Trail' }],
  actions: [
    { name: 'Bite', reach: 5, actions: ['melee +5: 1d8+3 piercing, 1d6 fire'] },
    { name: 'Ash Breath', recharge: '5-6', actions: ['save con 12 half: 4d6 fire'] },
    { name: 'Smoke Step (Bonus Action)', limit: 2, limit_type: 'day' },
  ],
  reactions: [{ name: 'Flare' }],
  legendary_count: 3,
  legendary_actions: [{ name: 'Pounce', legendary_cost: 2 }],
};

describe("Open5e's current API (v2)", () => {
  it('reads a creature: objects for size and type, ranges for senses, one list of typed actions', () => {
    const reading = readStatBlock(JSON.stringify(CREATURE));
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.layout).toBe('open5e-json');
    expect(reading.unread).toEqual([]);
    const wrong = fieldChecks(reading.monster, EXPECTED).filter(
      (check) => !isDeepStrictEqual(check.actual, check.expected),
    );
    expect(wrong).toEqual([]);
  });
});
