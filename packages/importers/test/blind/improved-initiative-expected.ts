import type { ExpectedLibrary } from './expected-library.ts';

/**
 * Improved Initiative's files as a GM expects them in Skald: the whole-store export (creatures become NPCs,
 * persistent characters players, its spell a spell, the saved encounter an encounter for the campaign the GM
 * picks, each combatant linked to its record with its alias, hit points, initiative and hidden flag) and one
 * stat block. A creature several combatants share is one NPC, not a copy per combatant.
 */
export const IMPROVED_INITIATIVE_EXPECTED: ExpectedLibrary[] = [
  {
    file: 'improved-initiative-store.json',
    format: 'improved-initiative',
    label: /improved initiative/i,
    npcs: [
      {
        name: 'Bog Goblin',
        size: 'small',
        type: 'humanoid',
        subtype: 'goblinoid',
        alignment: 'neutral_evil',
        armor_class: 14,
        hit_points: 9,
        hit_dice: '2d6+2',
        challenge_rating: 0.25,
        abilities: [9, 14, 12, 9, 10, 8],
        // +6 is more than Dex and proficiency give: expertise (combat.md §5).
        skills: { stealth: 6 },
        skills_expertise: ['stealth'],
        speeds: { walk: 30, swim: 20 },
        senses: { darkvision: 60 },
        languages: ['Common', 'Goblin'],
        special_abilities: [{ name: 'Mire Step' }],
        actions: [
          { name: 'Reed Spear', reach: 5, actions: ['melee +4: 1d6+2 piercing'] },
          { name: 'Sling', range: '30/120', actions: ['ranged +4: 1d4+2 bludgeoning'] },
        ],
      },
      {
        name: 'Sump Shambler',
        size: 'large',
        type: 'plant',
        alignment: 'unaligned',
        armor_class: 11,
        hit_points: 45,
        hit_dice: '6d10+12',
        challenge_rating: 2,
        abilities: [16, 8, 15, 3, 10, 4],
        saving_throws: { constitution: 4 },
        speeds: { walk: 20 },
        senses: { blindsight: 60 },
        damage_resistances: ['cold', 'fire'],
        damage_immunities: ['lightning'],
        condition_immunities: ['blinded', 'deafened'],
        actions: [
          { name: 'Slam', reach: 5, actions: ['melee +5: 2d6+3 bludgeoning'] },
          { name: 'Engulf', recharge: '5-6', actions: ['save str 13 half: 2d8 acid'] },
        ],
      },
    ],
    players: [
      {
        character_name: 'Wren Ashdown',
        ac: 15,
        maxHp: 27,
        level: 4,
        initiative: 3,
        speed: 30,
        abilities: [10, 16, 12, 13, 14, 8],
      },
      {
        character_name: 'Brother Oakes',
        ac: 18,
        maxHp: 31,
        level: 4,
        initiative: 0,
        speed: 30,
        abilities: [16, 10, 14, 10, 15, 12],
      },
    ],
    spells: [
      {
        name: 'silt cloud',
        level: 1,
        school: 'conjuration',
        classes: ['druid', 'wizard'],
        components: ['V', 'S', 'M'],
        material: 'a pinch of river mud',
        casting_time: '1 action',
        range: '60 feet',
        duration: /^(up to )?1 minute$/i,
        concentration: true,
        ritual: false,
      },
    ],
    encounters: [
      {
        name: 'Mill Race Ambush',
        campaign: null,
        combatants: [
          {
            name: 'Bog Goblin 1',
            linkedTo: { kind: 'npcs', name: 'Bog Goblin' },
            ac: 14,
            maxHp: 9,
            curHp: 9,
            initiative: 15,
          },
          {
            name: 'Goblin Lookout',
            linkedTo: { kind: 'npcs', name: 'Bog Goblin' },
            ac: 14,
            maxHp: 9,
            curHp: 4,
            initiative: 11,
            hidden: true,
          },
          {
            name: 'Sump Shambler',
            linkedTo: { kind: 'npcs', name: 'Sump Shambler' },
            ac: 11,
            maxHp: 45,
            curHp: 45,
            initiative: 8,
          },
          {
            name: 'Wren Ashdown',
            linkedTo: { kind: 'players', name: 'Wren Ashdown' },
            ac: 15,
            maxHp: 27,
            curHp: 21,
            initiative: 17,
          },
        ],
      },
    ],
  },
  {
    file: 'improved-initiative-statblock.json',
    format: 'improved-initiative',
    label: /improved initiative/i,
    npcs: [
      {
        name: 'Cinder Abbot',
        size: 'medium',
        type: 'humanoid',
        subtype: 'human',
        alignment: 'lawful_evil',
        armor_class: 15,
        hit_points: 58,
        hit_dice: '9d8+18',
        challenge_rating: 5,
        abilities: [14, 12, 14, 11, 16, 14],
        saving_throws: { wisdom: 6, charisma: 5 },
        skills: { religion: 3, intimidation: 5 },
        speeds: { walk: 30 },
        languages: ['Common', 'Infernal'],
        damage_resistances: ['fire'],
        special_abilities: [{ name: 'Ashen Faith' }],
        actions: [
          { name: 'Multiattack' },
          { name: 'Censer', reach: 5, actions: ['melee +5: 1d8+2 bludgeoning, 2d6 fire'] },
          { name: 'Ash Sermon', limit: 1, limit_type: 'day', actions: ['save con 14 half: 4d8 fire'] },
        ],
        reactions: [{ name: 'Smoke Veil' }],
        // Unwritten in the file: the usual three a round, one each.
        legendary_count: 3,
        legendary_actions: [
          { name: 'Stoke', legendary_cost: 1 },
          { name: 'Brand', legendary_cost: 2 },
        ],
      },
    ],
  },
];
