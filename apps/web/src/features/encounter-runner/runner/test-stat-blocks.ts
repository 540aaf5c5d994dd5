import type { Monster, MonsterAbility } from '@skald/rules/monster/monster';
import type { MonsterRecord } from '../../../lib/compendium/records.ts';

/**
 * Stat blocks for the runner's screen tests, cut down from the SRD to what the tests use: the demo's Orc
 * and Ogre, a Goblin to add, an Adult Red Dragon (legendary actions, a use per day, a recharge) and a
 * Mage (spell slots).
 */

const scores = { strength: 10, dexterity: 10, constitution: 10, intelligence: 10, wisdom: 10, charisma: 10 };

const melee = (name: string, bonus: number, dice: [number, number, number], type: 'slashing' | 'bludgeoning') =>
  ({
    name,
    desc: `${name}: melee weapon attack.`,
    action_list: [
      {
        type: 'melee_weapon',
        attack_bonus: bonus,
        rolls: [{ damage_type: type, dice_count: dice[0], dice_type: dice[1], fixed_val: dice[2] }],
      },
    ],
  }) satisfies MonsterAbility;

export const ORC: Monster = {
  ...scores,
  dexterity: 12,
  name: 'Orc',
  size: 'medium',
  type: 'humanoid',
  armor_class: 13,
  hit_points: 15,
  challenge_rating: 0.5,
  actions: [melee('Greataxe', 5, [1, 12, 3], 'slashing')],
};

export const OGRE: Monster = {
  ...scores,
  dexterity: 8,
  name: 'Ogre',
  size: 'large',
  type: 'giant',
  armor_class: 11,
  hit_points: 59,
  challenge_rating: 2,
  actions: [melee('Greatclub', 6, [2, 8, 4], 'bludgeoning')],
};

export const GOBLIN: Monster = {
  ...scores,
  dexterity: 14,
  name: 'Goblin',
  size: 'small',
  type: 'humanoid',
  armor_class: 15,
  hit_points: 7,
  challenge_rating: 0.25,
  actions: [melee('Scimitar', 4, [1, 6, 2], 'slashing')],
};

export const ADULT_RED_DRAGON: Monster = {
  ...scores,
  name: 'Adult Red Dragon',
  size: 'huge',
  type: 'dragon',
  armor_class: 19,
  hit_points: 256,
  challenge_rating: 17,
  damage_immunities: ['fire'],
  special_abilities: [
    {
      name: 'Legendary Resistance',
      limit: 3,
      limit_type: 'day',
      desc: 'If the dragon fails a saving throw, it can choose to succeed instead.',
      action_list: [],
    },
  ],
  actions: [
    melee('Bite', 14, [2, 10, 8], 'slashing'),
    {
      name: 'Fire Breath',
      recharge: '5-6',
      desc: 'The dragon exhales fire in a 60-foot cone.',
      action_list: [
        {
          type: 'save',
          save_dc: 21,
          save_ability: 'dexterity',
          rolls: [{ damage_type: 'fire', dice_count: 18, dice_type: 6, fixed_val: 0, save_fail_mod: 0.5 }],
        },
      ],
    },
  ],
  legendary_count: 3,
  legendary_actions: [
    { name: 'Tail Attack', desc: 'The dragon makes a tail attack.', action_list: [] },
    { name: 'Wing Attack', desc: 'The dragon beats its wings.', action_list: [], legendary_cost: 2 },
  ],
};

export const MAGE: Monster = {
  ...scores,
  name: 'Mage',
  size: 'medium',
  type: 'humanoid',
  armor_class: 12,
  hit_points: 40,
  challenge_rating: 6,
  spellcasting: [
    {
      trait: 'Spellcasting',
      innate: false,
      ability: 'intelligence',
      save_dc: 14,
      spell_attack: 6,
      caster_level: 9,
      components_required: ['V', 'S', 'M'],
      slots: { '1': 4, '5': 1 },
      spells: [
        { url: 'magic-missile', name: 'Magic Missile', level: 1 },
        { url: 'cone-of-cold', name: 'Cone of Cold', level: 5 },
      ],
    },
  ],
};

/** A stat block as the compendium's API answers it, under its slug. */
export function monsterRecord(monster: Monster, id: number): MonsterRecord {
  return {
    ...monster,
    _id: id,
    url: monster.name.toLowerCase().replaceAll(' ', '-'),
    source: 'srd',
    forms: [],
    spellcasting: monster.spellcasting ?? [],
    environments: [],
  };
}
