import type { ExpectedLibrary } from './expected-library.ts';

/**
 * Second round for the other tools: an Improved Initiative store of one saved encounter (an initiative group,
 * tags, temporary hit points, an alias on a creature seen nowhere else, a character with two speeds and no
 * level) and one character's stat block; a 5e-database spellcaster with a breath weapon, a weapon of two
 * damage options and legendary actions; an Open5e dragon with legendary actions, two damages in one attack and
 * a recharge in its name.
 */
export const ROUND2_OTHER_EXPECTED: ExpectedLibrary[] = [
  {
    file: 'improved-initiative-encounter-store.json',
    format: 'improved-initiative',
    label: /improved initiative/i,
    npcs: [
      {
        name: 'Silt Eel',
        size: 'medium',
        type: 'beast',
        alignment: 'unaligned',
        armor_class: 12,
        hit_points: 19,
        hit_dice: '3d8+6',
        challenge_rating: 0.5,
        abilities: [12, 14, 14, 1, 10, 3],
        speeds: { walk: 0, swim: 40 },
        senses: { blindsight: 30 },
        actions: [
          { name: 'Bite', reach: 5, actions: ['melee +4: 2d4+2 piercing'] },
          { name: 'Jolt', recharge: '6', actions: ['save con 12: 2d6 lightning'] },
        ],
      },
      {
        name: 'Toll Warden',
        size: 'medium',
        type: 'humanoid',
        subtype: 'human',
        alignment: 'lawful_neutral',
        armor_class: 16,
        hit_points: 32,
        hit_dice: '5d8+10',
        challenge_rating: 1,
        abilities: [14, 12, 14, 10, 13, 11],
        skills: { perception: 3 },
        speeds: { walk: 30 },
        languages: ['Common'],
        actions: [{ name: 'Spear', reach: 5, actions: ['melee +4: 1d6+2 piercing'] }],
      },
    ],
    players: [
      {
        character_name: 'Mara Fenwick',
        ac: 14,
        maxHp: 38,
        initiative: 2,
        speed: 25,
        abilities: [8, 14, 13, 17, 12, 10],
      },
    ],
    encounters: [
      {
        name: 'Sluice Gate',
        campaign: null,
        combatants: [
          {
            name: 'Silt Eel 1',
            linkedTo: { kind: 'npcs', name: 'Silt Eel' },
            ac: 12,
            maxHp: 19,
            curHp: 19,
            initiative: 14,
          },
          {
            name: 'Silt Eel 2',
            linkedTo: { kind: 'npcs', name: 'Silt Eel' },
            ac: 12,
            maxHp: 19,
            curHp: 11,
            initiative: 14,
          },
          {
            name: 'Warden Osric',
            linkedTo: { kind: 'npcs', name: 'Toll Warden' },
            ac: 16,
            maxHp: 32,
            curHp: 32,
            initiative: 9,
            tempHp: 5,
          },
          {
            name: 'Mara Fenwick',
            linkedTo: { kind: 'players', name: 'Mara Fenwick' },
            ac: 14,
            maxHp: 38,
            curHp: 30,
            initiative: 16,
          },
        ],
      },
    ],
    // Tags ("Submerged", a timed "Poisoned") and the character's notes may be noted as left out.
    noted: [],
  },
  {
    file: 'improved-initiative-character.json',
    format: 'improved-initiative',
    label: /improved initiative/i,
    players: [
      {
        character_name: 'Tobin Reed',
        ac: 13,
        maxHp: 24,
        level: 3,
        initiative: 2,
        speed: 30,
        abilities: [10, 15, 12, 10, 14, 13],
      },
    ],
  },
  {
    file: '5e-database-spellcaster.json',
    format: '5e-database',
    label: /5e-database|5e database/i,
    npcs: [
      {
        name: 'Mire Oracle',
        size: 'medium',
        type: 'fey',
        alignment: 'neutral_evil',
        armor_class: 16,
        hit_points: 97,
        hit_dice: '13d8+39',
        challenge_rating: 8,
        abilities: [16, 12, 16, 18, 15, 14],
        saving_throws: { intelligence: 7, wisdom: 5 },
        skills: { arcana: 7, insight: 5 },
        speeds: { walk: 30, swim: 30, fly: 20 },
        senses: { truesight: 30, darkvision: 60 },
        languages: ['Common', 'Sylvan', 'Aquan'],
        damage_resistances: ['cold', 'non_magical_bludgeoning', 'non_magical_piercing', 'non_magical_slashing'],
        damage_immunities: ['poison'],
        condition_immunities: ['poisoned', 'charmed'],
        special_abilities: [{ name: 'Spellcasting' }, { name: 'Amphibious' }],
        actions: [
          // Each damage option its own attack, as Skald's compendium shows 5e-database's options.
          { name: 'Gnarled Staff (One handed)', reach: 5, actions: ['melee +6: 1d6+3 bludgeoning'] },
          { name: 'Gnarled Staff (Two handed)', reach: 5, actions: ['melee +6: 1d8+3 bludgeoning'] },
          { name: 'Brackish Breath', recharge: '5-6', actions: ['save con 15 half: 6d8 poison'] },
        ],
        legendary_count: 3,
        legendary_actions: [
          { name: 'Murmur', legendary_cost: 1 },
          { name: 'Drag Under', legendary_cost: 2, actions: ['save str 15: 2d8 bludgeoning'] },
        ],
        reactions: [{ name: 'Mud Shield' }],
        casting: [
          {
            innate: false,
            ability: 'intelligence',
            save_dc: 15,
            spell_attack: 7,
            caster_level: 9,
            slots: { '1': 4, '2': 3, '3': 3, '4': 3, '5': 1 },
            spells: [
              { name: 'ray of frost', custom: false },
              { name: 'fog cloud', custom: false },
              { name: 'lightning bolt', custom: false },
              { name: 'cone of cold', custom: false },
            ],
          },
        ],
      },
    ],
    noted: [],
  },
  {
    file: 'open5e-legendary.json',
    format: 'open5e',
    label: /open5e/i,
    npcs: [
      {
        name: 'Ash Wyrmling',
        size: 'large',
        type: 'dragon',
        alignment: 'chaotic_evil',
        armor_class: 17,
        hit_points: 110,
        hit_dice: '13d10+39',
        challenge_rating: 7,
        abilities: [19, 10, 17, 12, 11, 15],
        saving_throws: { dexterity: 3, constitution: 6, wisdom: 3, charisma: 5 },
        // Perception +6 is Wis +0 and proficiency +3 twice: expertise (combat.md §5).
        skills: { perception: 6, stealth: 3 },
        skills_expertise: ['perception'],
        speeds: { walk: 40, fly: 80, climb: 40 },
        senses: { blindsight: 10, darkvision: 60 },
        languages: ['Common', 'Draconic'],
        damage_resistances: ['cold', 'lightning'],
        damage_immunities: ['fire'],
        special_abilities: [{ name: 'Heat Haze' }],
        actions: [
          { name: 'Multiattack' },
          { name: 'Bite', reach: 10, actions: ['melee +7: 2d10+4 piercing, 1d6 fire'] },
          { name: 'Cinder Breath', recharge: '5-6', actions: ['save dex 14 half: 10d6 fire'] },
        ],
        reactions: [{ name: 'Smoke Screen' }],
        legendary_count: 2,
        legendary_actions: [
          { name: 'Tail Flick', legendary_cost: 1 },
          { name: 'Ember Gust', legendary_cost: 2 },
        ],
      },
    ],
  },
];
