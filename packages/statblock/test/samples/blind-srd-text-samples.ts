import type { BlindSample } from './blind-sample.ts';

/** Blind samples: the 2014 layout as D&D Beyond, 5etools and a rules PDF copy it, invented monsters. */
export const BLIND_SRD_TEXT_SAMPLES: BlindSample[] = [
  {
    title: 'a D&D Beyond page copy: one score a line, a proficiency bonus line and no languages',
    layout: 'srd-text',
    source: 'D&D Beyond 2014',
    text: `Thornback Boar
Large beast, unaligned
Armor Class 14 (Natural Armor)
Hit Points 52 (7d10 + 14)
Speed 40 ft.
STR
18 (+4)
DEX
10 (+0)
CON
15 (+2)
INT
2 (−4)
WIS
9 (−1)
CHA
5 (−3)
Skills Perception +1
Senses Passive Perception 11
Languages --
Challenge 2 (450 XP)
Proficiency Bonus +2
Keen Smell. The boar has advantage on Wisdom (Perception) checks that rely on smell.
Thorn Hide. A creature that touches the boar or hits it with a melee attack while within 5 feet of it takes 3 (1d6) piercing damage.
Actions
Tusk. Melee Weapon Attack: +6 to hit, reach 5 ft., one target. Hit: 11 (2d6 + 4) slashing damage.`,
    expected: {
      name: 'Thornback Boar',
      size: 'large',
      type: 'beast',
      alignment: 'unaligned',
      armor_class: 14,
      hit_points: 52,
      hit_dice: '7d10+14',
      challenge_rating: 2,
      abilities: [18, 10, 15, 2, 9, 5],
      skills: { perception: 1 },
      speeds: { walk: 40 },
      special_abilities: [{ name: 'Keen Smell' }, { name: 'Thorn Hide', actions: ['damage: 1d6 piercing'] }],
      actions: [{ name: 'Tusk', reach: 5, actions: ['melee +6: 2d6+4 slashing'] }],
    },
  },
  {
    title: 'a 5etools copy: tab-separated scores, hover, non-magical resistances and a parry',
    layout: 'srd-text',
    source: '5etools 2014',
    text: `Vexlith Sentinel
Medium construct, lawful neutral
Armor Class 18 (plate armor)
Hit Points 97 (13d8 + 39)
Speed 30 ft., fly 30 ft. (hover)
STR\tDEX\tCON\tINT\tWIS\tCHA
19 (+4)\t11 (+0)\t16 (+3)\t8 (−1)\t14 (+2)\t10 (+0)
Saving Throws Con +6, Wis +5
Skills Athletics +7, Perception +5
Damage Resistances lightning; bludgeoning, piercing, and slashing from nonmagical attacks
Damage Immunities poison, psychic
Condition Immunities charmed, exhaustion, frightened, paralyzed, petrified, poisoned
Senses darkvision 120 ft., passive Perception 15
Languages Common, Primordial
Challenge 6 (2,300 XP)\tProficiency Bonus +3
Immutable Form. The sentinel is immune to any spell or effect that would alter its form.
Magic Resistance. The sentinel has advantage on saving throws against spells and other magical effects.
Actions
Multiattack. The sentinel makes two Halberd attacks.
Halberd. Melee Weapon Attack: +7 to hit, reach 10 ft., one target. Hit: 15 (2d10 + 4) slashing damage.
Lightning Pulse (Recharge 5–6). Each creature within 20 feet of the sentinel must make a DC 14 Dexterity saving throw, taking 27 (6d8) lightning damage on a failed save, or half as much damage on a successful one.
Reactions
Parry. The sentinel adds 3 to its AC against one melee attack that would hit it. To do so, the sentinel must see the attacker and be wielding a melee weapon.`,
    expected: {
      name: 'Vexlith Sentinel',
      size: 'medium',
      type: 'construct',
      alignment: 'lawful_neutral',
      armor_class: 18,
      hit_points: 97,
      hit_dice: '13d8+39',
      challenge_rating: 6,
      abilities: [19, 11, 16, 8, 14, 10],
      saving_throws: { constitution: 6, wisdom: 5 },
      skills: { athletics: 7, perception: 5 },
      speeds: { walk: 30, fly: 30 },
      languages: ['Common', 'Primordial'],
      senses: { darkvision: 120 },
      damage_resistances: ['lightning', 'non_magical_bludgeoning', 'non_magical_piercing', 'non_magical_slashing'],
      damage_immunities: ['poison', 'psychic'],
      condition_immunities: ['charmed', 'exhaustion', 'frightened', 'paralyzed', 'petrified', 'poisoned'],
      special_abilities: [{ name: 'Immutable Form' }, { name: 'Magic Resistance' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Halberd', reach: 10, actions: ['melee +7: 2d10+4 slashing'] },
        { name: 'Lightning Pulse', recharge: '5-6', actions: ['save dex 14 half: 6d8 lightning'] },
      ],
      reactions: [{ name: 'Parry' }],
    },
  },
  {
    title: 'a rules PDF page: page text before the block, lines wrapped mid-sentence, a poisoned dart',
    layout: 'srd-text',
    source: 'PDF copy',
    unread: 2,
    text: `MONSTERS OF THE FEN
Fen wardens guard the drowned roads. They rarely speak to travellers and never forgive a trespass.
Fen Warden
Medium humanoid (lizardfolk), neutral
Armor Class 15 (hide armor, shield)
Hit Points 38 (7d8 + 7)
Speed 30 ft., swim 30 ft.
STR DEX CON INT WIS CHA
15 (+2) 14 (+2) 13 (+1) 10 (+0) 14 (+2) 9 (−1)
Skills Perception +4, Stealth +4, Survival +6
Senses passive Perception 14
Languages Common, Draconic
Challenge 2 (450 XP)
Hold Breath. The warden can hold its breath for
15 minutes.
Actions
Multiattack. The warden makes two attacks: one with
its spear and one with its bite.
Spear. Melee or Ranged Weapon Attack: +4 to hit, reach
5 ft. or range 20/60 ft., one target. Hit: 5 (1d6 + 2)
piercing damage, or 6 (1d8 + 2) piercing damage if used
with two hands to make a melee attack.
Bite. Melee Weapon Attack: +4 to hit, reach 5 ft., one
target. Hit: 4 (1d4 + 2) piercing damage.
Fen Dart (3/Day). Ranged Weapon Attack: +4 to hit, range 30/120 ft., one target. Hit: 4 (1d4 + 2) piercing
damage, and the target must succeed on a DC 11 Constitution saving throw or be poisoned for 1 minute.`,
    expected: {
      name: 'Fen Warden',
      size: 'medium',
      type: 'humanoid',
      subtype: 'lizardfolk',
      alignment: 'neutral',
      armor_class: 15,
      hit_points: 38,
      hit_dice: '7d8+7',
      challenge_rating: 2,
      abilities: [15, 14, 13, 10, 14, 9],
      skills: { perception: 4, stealth: 4, survival: 6 },
      skills_expertise: ['survival'],
      speeds: { walk: 30, swim: 30 },
      languages: ['Common', 'Draconic'],
      special_abilities: [{ name: 'Hold Breath' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Spear', reach: 5, range: '20/60', actions: ['melee +4: 1d6+2 piercing'] },
        { name: 'Spear (Two handed)', reach: 5, range: '20/60', actions: ['melee +4: 1d8+2 piercing'] },
        { name: 'Bite', reach: 5, actions: ['melee +4: 1d4+2 piercing'] },
        {
          name: 'Fen Dart',
          limit: 3,
          limit_type: 'day',
          range: '30/120',
          actions: ['ranged +4: 1d4+2 piercing', 'save con 11'],
        },
      ],
    },
  },
  {
    title:
      'a messy copy: trailing spaces, doubled blank lines, lowercase labels, "ft" without a dot, legendary actions',
    layout: 'srd-text',
    source: 'D&D Beyond 2014, hand-edited',
    text: `Ashcrown Drake  
Huge dragon, chaotic evil

Armor Class 19 (natural armor)  
Hit Points 200 (16d12 + 96)
Speed 40 ft, climb 40 ft, fly 80 ft


STR\tDEX\tCON\tINT\tWIS\tCHA
25 (+7)\t10 (+0)\t23 (+6)\t14 (+2)\t13 (+1)\t17 (+3)

saving throws Dex +5, Con +11, Wis +6, Cha +8
skills Perception +11, Stealth +5
damage immunities fire
senses blindsight 60 ft, darkvision 120 ft, passive Perception 21
languages Common, Draconic
challenge 15 (13,000 XP)

Legendary Resistance (3/Day). If the drake fails a saving throw, it can choose to succeed instead.

ACTIONS
Multiattack. The drake can use its Frightful Presence. It then makes three attacks: one with its bite and two with its claws.
Bite. Melee Weapon Attack: +12 to hit, reach 10 ft., one target. Hit: 18 (2d10 + 7) piercing damage plus 7 (2d6) fire damage.
Claw. Melee Weapon Attack: +12 to hit, reach 5 ft., one target. Hit: 14 (2d6 + 7) slashing damage.
Frightful Presence. Each creature of the drake’s choice that is within 120 feet of the drake and aware of it must succeed on a DC 16 Wisdom saving throw or become frightened for 1 minute.
Ash Breath (Recharge 5–6). The drake exhales burning ash in a 60-foot cone. Each creature in that area must make a DC 19 Dexterity saving throw, taking 56 (16d6) fire damage on a failed save, or half as much damage on a successful one.

LEGENDARY ACTIONS
The drake can take 3 legendary actions, choosing from the options below. Only one legendary action option can be used at a time and only at the end of another creature’s turn. The drake regains spent legendary actions at the start of its turn.
Detect. The drake makes a Wisdom (Perception) check.
Tail Attack. The drake makes a tail attack.
Wing Attack (Costs 2 Actions). The drake beats its wings. Each creature within 10 feet of the drake must succeed on a DC 20 Dexterity saving throw or take 14 (2d6 + 7) bludgeoning damage and be knocked prone.`,
    expected: {
      name: 'Ashcrown Drake',
      size: 'huge',
      type: 'dragon',
      alignment: 'chaotic_evil',
      armor_class: 19,
      hit_points: 200,
      hit_dice: '16d12+96',
      challenge_rating: 15,
      abilities: [25, 10, 23, 14, 13, 17],
      saving_throws: { dexterity: 5, constitution: 11, wisdom: 6, charisma: 8 },
      skills: { perception: 11, stealth: 5 },
      skills_expertise: ['perception'],
      speeds: { walk: 40, climb: 40, fly: 80 },
      languages: ['Common', 'Draconic'],
      senses: { blindsight: 60, darkvision: 120 },
      damage_immunities: ['fire'],
      special_abilities: [{ name: 'Legendary Resistance', limit: 3, limit_type: 'day' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Bite', reach: 10, actions: ['melee +12: 2d10+7 piercing, 2d6 fire'] },
        { name: 'Claw', reach: 5, actions: ['melee +12: 2d6+7 slashing'] },
        { name: 'Frightful Presence', actions: ['save wis 16'] },
        { name: 'Ash Breath', recharge: '5-6', actions: ['save dex 19 half: 16d6 fire'] },
      ],
      legendary_actions: [
        { name: 'Detect', legendary_cost: 1 },
        { name: 'Tail Attack', legendary_cost: 1 },
        { name: 'Wing Attack', legendary_cost: 2, actions: ['save dex 20: 2d6+7 bludgeoning'] },
      ],
      legendary_count: 3,
    },
  },
  {
    title: 'a 5etools caster: a fraction challenge, armor with mage armor, a spell list and a reaction with a save',
    layout: 'srd-text',
    source: '5etools 2014',
    text: `Gloomcap Mystic
Small plant, neutral evil
Armor Class 12 (15 with mage armor)
Hit Points 27 (6d6 + 6)
Speed 20 ft., burrow 10 ft.
STR DEX CON INT WIS CHA
8 (−1) 14 (+2) 12 (+1) 13 (+1) 15 (+2) 11 (+0)
Saving Throws Wis +4
Damage Vulnerabilities fire
Condition Immunities blinded, deafened
Senses blindsight 30 ft. (blind beyond this radius), passive Perception 12
Languages Sylvan, telepathy 60 ft.
Challenge 1/2 (100 XP)
Sun Sickness. While in sunlight, the mystic has disadvantage on attack rolls and ability checks.
Spellcasting. The mystic is a 3rd-level spellcaster. Its spellcasting ability is Wisdom (spell save DC 12, +4 to hit with spell attacks). It has the following druid spells prepared:
Cantrips (at will): poison spray, thorn whip
1st level (4 slots): entangle, thunderwave
2nd level (2 slots): barkskin
Actions
Spore Lash. Melee Weapon Attack: +4 to hit, reach 10 ft., one target. Hit: 5 (1d6 + 2) bludgeoning damage plus 3 (1d6) poison damage.
Reactions
Puff of Spores. When a creature within 5 feet of the mystic hits it with a melee attack, the attacker must succeed on a DC 11 Constitution saving throw or take 4 (1d8) poison damage.`,
    expected: {
      name: 'Gloomcap Mystic',
      size: 'small',
      type: 'plant',
      alignment: 'neutral_evil',
      armor_class: 12,
      hit_points: 27,
      hit_dice: '6d6+6',
      challenge_rating: 0.5,
      abilities: [8, 14, 12, 13, 15, 11],
      saving_throws: { wisdom: 4 },
      speeds: { walk: 20, burrow: 10 },
      languages: ['Sylvan', 'telepathy 60 ft.'],
      senses: { blindsight: 30 },
      damage_vulnerabilities: ['fire'],
      condition_immunities: ['blinded', 'deafened'],
      special_abilities: [{ name: 'Sun Sickness' }, { name: 'Spellcasting' }],
      actions: [{ name: 'Spore Lash', reach: 10, actions: ['melee +4: 1d6+2 bludgeoning, 1d6 poison'] }],
      reactions: [{ name: 'Puff of Spores', actions: ['save con 11: 1d8 poison'] }],
    },
  },
];
