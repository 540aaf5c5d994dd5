import type { ExpectedLibrary, ExpectedNpc } from './expected-library.ts';

/**
 * Second round (written after the first round's fixes, still without reading the Shieldmaiden converter): a
 * campaign whose encounter is under way (round 2, the second in the turn order to act, hit points spent,
 * temporary hit points, a condition, a hidden combatant), skill modifiers added to a skill, weapon options,
 * an NPC that walks at 0 feet; a legacy NPC with the old `damage_vulnerability` key, old-style versatile
 * fields and its custom spell inside; and out-of-range numbers.
 */

const fenWisp: ExpectedNpc = {
  name: 'Fen Wisp',
  size: 'tiny',
  type: 'undead',
  alignment: 'neutral_evil',
  armor_class: 19,
  hit_points: 22,
  hit_dice: '9d4',
  challenge_rating: 2,
  abilities: [1, 28, 10, 13, 14, 11],
  speeds: { walk: 0, fly: 50 },
  senses: { blindsight: 120 },
  damage_resistances: ['acid', 'non_magical_bludgeoning', 'non_magical_piercing', 'non_magical_slashing'],
  damage_immunities: ['lightning', 'poison'],
  condition_immunities: ['exhaustion', 'grappled', 'paralyzed', 'poisoned', 'prone', 'restrained', 'unconscious'],
  actions: [{ name: 'Drowning Shock', reach: 5, actions: ['spell +4: 2d8 lightning'] }],
};

export const ROUND2_SHIELDMAIDEN_EXPECTED: ExpectedLibrary[] = [
  {
    file: 'shieldmaiden-v2-fight.json',
    format: 'shieldmaiden',
    label: /shieldmaiden/i,
    campaigns: ['Fenland Toll'],
    npcs: [
      {
        name: 'Peat Reaver',
        size: 'medium',
        type: 'humanoid',
        subtype: 'bog folk',
        alignment: 'chaotic_evil',
        armor_class: 15,
        hit_points: 58,
        hit_dice: '9d8',
        challenge_rating: 3,
        abilities: [17, 13, 14, 9, 12, 8],
        saving_throws: { strength: 5 },
        // Perception: Wis +1, proficiency +2 and the file's skill modifier +2; no expertise in the file.
        skills: { perception: 5, athletics: 5 },
        speeds: { walk: 30, swim: 20 },
        senses: { darkvision: 60 },
        languages: ['Common'],
        actions: [
          // The first option of a weapon is the attack; Skald has no second option to hold the other.
          { name: 'Longaxe', reach: 5, actions: ['melee +5: 1d8+3 slashing'] },
          { name: 'Bog Hurl', range: '30/60', limit: 2, limit_type: 'turn', actions: ['ranged +3: 2d4+1 bludgeoning'] },
        ],
      },
      fenWisp,
    ],
    encounters: [
      {
        name: 'Causeway Skirmish',
        campaign: 'Fenland Toll',
        // Shieldmaiden's turn counts from 0 in the order by initiative: 17, 12, 8.
        fight: { round: 2, turnOf: 'Peat Reaver 2' },
        combatants: [
          {
            name: 'Peat Reaver 1',
            linkedTo: { kind: 'npcs', name: 'Peat Reaver' },
            ac: 15,
            maxHp: 58,
            curHp: 31,
            initiative: 17,
            tempHp: 4,
            conditions: [],
          },
          {
            name: 'Peat Reaver 2',
            linkedTo: { kind: 'npcs', name: 'Peat Reaver' },
            ac: 15,
            maxHp: 58,
            curHp: 58,
            initiative: 12,
            conditions: ['poisoned'],
          },
          {
            name: 'Fen Wisp',
            linkedTo: { kind: 'npcs', name: 'Fen Wisp' },
            ac: 19,
            maxHp: 22,
            curHp: 22,
            initiative: 8,
            hidden: true,
          },
        ],
      },
    ],
    // The Longaxe's two-handed option has no place in Skald: a note on it is welcome.
    noted: [],
  },
  {
    file: 'shieldmaiden-legacy-npc-with-spell.json',
    format: 'shieldmaiden',
    label: /shieldmaiden/i,
    npcs: [
      {
        name: 'Sallow Piper',
        size: 'small',
        type: 'fey',
        alignment: 'neutral',
        armor_class: 13,
        hit_points: 18,
        hit_dice: '4d6',
        challenge_rating: 1,
        abilities: [8, 16, 12, 11, 12, 15],
        speeds: { walk: 30 },
        damage_vulnerabilities: ['cold'],
        actions: [{ name: 'Reed Knife', reach: 5, actions: ['melee +5: 1d4+3 piercing'] }],
        casting: [
          {
            innate: false,
            ability: 'charisma',
            save_dc: 12,
            spell_attack: 4,
            caster_level: 3,
            slots: { '1': 4, '2': 2 },
            spells: [{ name: 'reedsong lull', custom: true }],
          },
        ],
      },
    ],
    spells: [
      {
        name: 'reedsong lull',
        level: 1,
        school: 'enchantment',
        classes: ['bard'],
        components: ['V', 'M'],
        material: 'a hollow reed',
        casting_time: '1 action',
        range: '60 feet',
        duration: '1 minute',
        concentration: false,
        ritual: false,
      },
    ],
    noted: [],
  },
  {
    file: 'broken-shieldmaiden-out-of-range.json',
    format: 'shieldmaiden',
    label: /shieldmaiden/i,
    npcs: [fenWisp],
    noted: [{ kind: 'npcs', name: 'Overgrown Colossus' }],
    mayKeep: [{ kind: 'npcs', name: 'Overgrown Colossus' }],
  },
];
