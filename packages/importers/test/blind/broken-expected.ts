import type { ExpectedLibrary, ExpectedNpc } from './expected-library.ts';

/**
 * Broken files: each broken record is named in a note (or refused by the shared schema with its reason)
 * while every sound record of the same file arrives whole. Combatants whose record is missing keep their
 * hit points in the fight, unlinked; an encounter whose campaign is missing goes to the campaign the GM picks.
 */

const plainBeast = {
  size: 'medium',
  type: 'beast',
  alignment: 'unaligned',
  armor_class: 12,
  hit_points: 20,
  hit_dice: '3d8',
  challenge_rating: 1,
  abilities: [12, 12, 12, 3, 10, 5],
  speeds: { walk: 30 },
} satisfies Omit<ExpectedNpc, 'name'>;

const heron: ExpectedNpc = {
  ...plainBeast,
  name: 'Quiet Heron',
  size: 'large',
  armor_class: 13,
  hit_points: 19,
  hit_dice: '3d10',
  abilities: [12, 14, 12, 3, 10, 5],
  speeds: { walk: 30, fly: 50 },
  actions: [{ name: 'Beak', reach: 10, actions: ['melee +3: 1d8+1 piercing'] }],
};

const lichenCrab: ExpectedNpc = {
  ...plainBeast,
  name: 'Lichen Crab',
  size: 'small',
  armor_class: 15,
  hit_points: 11,
  hit_dice: '2d6',
  speeds: { walk: 20, swim: 20 },
};

export const BROKEN_EXPECTED: ExpectedLibrary[] = [
  {
    file: 'broken-shieldmaiden-wrong-types.json',
    format: 'shieldmaiden',
    label: /shieldmaiden/i,
    npcs: [
      // Numbers written as text are still the numbers the GM typed.
      {
        ...plainBeast,
        name: 'Rust Knight',
        type: 'construct',
        armor_class: 17,
        hit_points: 45,
        hit_dice: '6d8',
        challenge_rating: 2,
        abilities: [16, 12, 12, 3, 10, 5],
      },
      { ...plainBeast, name: 'Bramble Cat', languages: ['Sylvan'] },
      heron,
    ],
    noted: [
      { kind: 'npcs', name: 'Glass Wisp' },
      { kind: 'npcs', name: 'Bramble Cat' },
      { kind: 'spells', name: 'moth lantern' },
    ],
    mayKeep: [
      { kind: 'npcs', name: 'Glass Wisp' },
      { kind: 'spells', name: 'moth lantern' },
    ],
  },
  {
    file: 'broken-shieldmaiden-missing-ids.json',
    format: 'shieldmaiden',
    label: /shieldmaiden/i,
    campaigns: ['Marsh Lights'],
    npcs: [heron],
    encounters: [
      {
        name: 'Fog Bridge',
        campaign: 'Marsh Lights',
        combatants: [
          {
            name: 'Quiet Heron',
            linkedTo: { kind: 'npcs', name: 'Quiet Heron' },
            ac: 13,
            maxHp: 19,
            curHp: 19,
            initiative: 11,
          },
          { name: 'Nameless Thing', linkedTo: null, ac: 13, maxHp: 30, curHp: 24, initiative: 6 },
        ],
      },
    ],
    noted: [{ kind: 'encounters', name: 'Fog Bridge' }],
  },
  {
    file: 'broken-shieldmaiden-dangling-links.json',
    format: 'shieldmaiden',
    label: /shieldmaiden/i,
    campaigns: ['Ashen Road'],
    npcs: [
      {
        ...plainBeast,
        name: 'Vesper Mage',
        type: 'humanoid',
        alignment: 'neutral',
        challenge_rating: 3,
        hit_points: 40,
        hit_dice: '9d8',
        abilities: [12, 12, 12, 17, 10, 5],
        casting: [
          {
            innate: false,
            ability: 'intelligence',
            save_dc: 13,
            spell_attack: 5,
            caster_level: 5,
            slots: { '1': 4, '2': 3, '3': 2 },
            spells: [],
          },
        ],
      },
    ],
    encounters: [
      {
        name: 'Ash Steps',
        campaign: 'Ashen Road',
        combatants: [
          // A linked combatant shows its NPC's armor class, as Skald's linked combatants do.
          {
            name: 'Vesper Mage',
            linkedTo: { kind: 'npcs', name: 'Vesper Mage' },
            ac: 12,
            maxHp: 40,
            curHp: 40,
            initiative: 13,
          },
          { name: 'Cinder Hound', linkedTo: null, ac: 13, maxHp: 26, curHp: 26, initiative: 10 },
        ],
      },
      {
        name: 'Orphaned Watch',
        campaign: null,
        combatants: [
          {
            name: 'Vesper Mage',
            linkedTo: { kind: 'npcs', name: 'Vesper Mage' },
            ac: 12,
            maxHp: 40,
            curHp: 40,
            initiative: 5,
          },
        ],
      },
    ],
    noted: [
      { kind: 'npcs', name: 'Vesper Mage' },
      { kind: 'encounters', name: 'Ash Steps' },
      { kind: 'encounters', name: 'Orphaned Watch' },
    ],
  },
  {
    file: 'broken-shieldmaiden-encounters-list.json',
    format: 'shieldmaiden',
    label: /shieldmaiden/i,
    campaigns: ['Tide Caves'],
    npcs: [lichenCrab],
    noted: [{ kind: 'encounters' }],
    mayKeep: [{ kind: 'encounters', name: 'Crab Pools' }],
  },
  {
    file: 'broken-shieldmaiden-string-records.json',
    format: 'shieldmaiden',
    label: /shieldmaiden/i,
    npcs: [lichenCrab],
    spells: [
      {
        name: 'kelp bind',
        level: 1,
        school: 'transmutation',
        classes: ['druid'],
        components: ['V', 'S'],
        casting_time: '1 action',
        range: '30 feet',
        duration: '1 minute',
        concentration: false,
        ritual: false,
      },
    ],
    noted: [{ kind: 'npcs' }, { kind: 'npcs' }, { kind: 'spells' }],
  },
  {
    file: 'broken-shieldmaiden-v2-no-meta.json',
    format: 'shieldmaiden',
    label: /shieldmaiden/i,
    campaigns: ['Reed Marches'],
    npcs: [heron],
    encounters: [
      {
        name: 'Heron Shallows',
        campaign: 'Reed Marches',
        combatants: [
          {
            name: 'Quiet Heron',
            linkedTo: { kind: 'npcs', name: 'Quiet Heron' },
            ac: 13,
            maxHp: 19,
            curHp: 12,
            initiative: 16,
          },
        ],
      },
    ],
    noted: [],
  },
  {
    file: 'broken-improved-initiative-store.json',
    format: 'improved-initiative',
    label: /improved initiative/i,
    npcs: [
      {
        name: 'Dune Skitter',
        size: 'small',
        type: 'beast',
        alignment: 'unaligned',
        armor_class: 14,
        hit_points: 13,
        hit_dice: '3d6+3',
        challenge_rating: 0.5,
        abilities: [8, 16, 12, 2, 11, 3],
        speeds: { walk: 40, burrow: 10 },
        senses: { tremorsense: 30 },
        actions: [{ name: 'Mandibles', reach: 5, actions: ['melee +5: 1d6+3 slashing'] }],
      },
    ],
    encounters: [
      {
        name: 'Dune Crossing',
        campaign: null,
        combatants: [
          {
            name: 'Dune Skitter 1',
            linkedTo: { kind: 'npcs', name: 'Dune Skitter' },
            ac: 14,
            maxHp: 13,
            curHp: 8,
            initiative: 19,
          },
        ],
      },
    ],
    noted: [
      { kind: 'npcs', name: 'Salt Golem' },
      { kind: 'encounters', name: 'Broken Camp' },
      { kind: 'npcs' },
      { kind: 'npcs' },
      { kind: 'players' },
    ],
    mayKeep: [
      { kind: 'npcs', name: 'Salt Golem' },
      { kind: 'encounters', name: 'Broken Camp' },
    ],
  },
  {
    file: 'broken-5e-database-array.json',
    format: '5e-database',
    label: /5e-database|5e database/i,
    npcs: [
      {
        name: 'Cave Newt',
        size: 'tiny',
        type: 'beast',
        alignment: 'unaligned',
        armor_class: 12,
        hit_points: 2,
        hit_dice: '1d4',
        challenge_rating: 0,
        abilities: [2, 14, 10, 1, 10, 3],
        speeds: { walk: 20, swim: 20 },
        senses: { darkvision: 30 },
      },
      {
        // Older 5e-database files wrote the armor class as a plain number.
        name: 'Old Format Boar',
        size: 'medium',
        type: 'beast',
        alignment: 'unaligned',
        armor_class: 11,
        hit_points: 13,
        hit_dice: '2d8',
        challenge_rating: 0.25,
        abilities: [13, 11, 12, 2, 9, 5],
        speeds: { walk: 40 },
        actions: [{ name: 'Tusk', reach: 5, actions: ['melee +3: 1d6+1 slashing'] }],
      },
    ],
    noted: [{ kind: 'npcs' }, { kind: 'npcs' }],
  },
  {
    file: 'broken-open5e-page.json',
    format: 'open5e',
    label: /open5e/i,
    npcs: [
      {
        name: 'Marsh Leech',
        size: 'small',
        type: 'beast',
        alignment: 'unaligned',
        armor_class: 11,
        hit_points: 9,
        hit_dice: '2d6+2',
        challenge_rating: 0.125,
        abilities: [8, 12, 13, 1, 8, 2],
        speeds: { walk: 10, swim: 30 },
        senses: { blindsight: 10 },
        actions: [{ name: 'Latch', reach: 5, actions: ['melee +3: 1d4+1 piercing'] }],
      },
    ],
    noted: [{ kind: 'npcs' }],
  },
];
