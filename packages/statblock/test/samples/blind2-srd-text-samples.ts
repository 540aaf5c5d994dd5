import type { BlindSample } from './blind-sample.ts';

/**
 * The second blind round's SRD/PDF text: invented monsters copied the way a page gives them, written before
 * the reader was read (hit points on a line of their own, one ability a line, an e-mail wrapped at 72 columns,
 * page text around a block, tabs, trailing spaces, curly quotes, "−" minus).
 */
export const BLIND2_SRD_TEXT_SAMPLES: BlindSample[] = [
  {
    title: 'blind2: PDF copy with the hit points value on the next line',
    layout: 'srd-text',
    source: 'PDF',
    text: `Gravelmaw Tortoise
Huge monstrosity, unaligned
Armor Class 18 (natural armor)
Hit Points
147 (14d12 + 56)
Speed 20 ft., swim 30 ft.
STR DEX CON INT WIS CHA
22 (+6) 6 (−2) 19 (+4) 2 (−4) 12 (+1) 5 (−3)
Saving Throws Str +10, Con +8
Skills Perception +5
Damage Resistances acid, fire
Condition Immunities frightened, prone
Senses tremorsense 60 ft., passive Perception 15
Languages —
Challenge 9 (5,000 XP)
Hold Breath. The tortoise can hold its breath for 2 hours.
Stony Shell. While the tortoise is prone, attack rolls against it have disadvantage.
Actions
Multiattack. The tortoise makes two attacks: one with its bite and one with its shell slam.
Bite. Melee Weapon Attack: +10 to hit, reach 10 ft., one target. Hit: 24 (4d8 + 6) piercing damage.
Shell Slam. Melee Weapon Attack: +10 to hit, reach 5 ft., one target. Hit: 19 (3d8 + 6) bludgeoning damage, and the target must succeed on a DC 18 Strength saving throw or be knocked prone.
Gravel Spew (Recharge 5–6). The tortoise exhales gravel in a 30-foot cone. Each creature in that area must make a DC 16 Dexterity saving throw, taking 35 (10d6) bludgeoning damage on a failed save, or half as much damage on a successful one.`,
    expected: {
      name: 'Gravelmaw Tortoise',
      size: 'huge',
      type: 'monstrosity',
      alignment: 'unaligned',
      armor_class: 18,
      hit_points: 147,
      hit_dice: '14d12+56',
      challenge_rating: 9,
      abilities: [22, 6, 19, 2, 12, 5],
      saving_throws: { strength: 10, constitution: 8 },
      skills: { perception: 5 },
      speeds: { walk: 20, swim: 30 },
      senses: { tremorsense: 60 },
      damage_resistances: ['acid', 'fire'],
      condition_immunities: ['frightened', 'prone'],
      special_abilities: [{ name: 'Hold Breath' }, { name: 'Stony Shell' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Bite', reach: 10, actions: ['melee +10: 4d8+6 piercing'] },
        { name: 'Shell Slam', reach: 5, actions: ['melee +10: 3d8+6 bludgeoning', 'save str 18'] },
        { name: 'Gravel Spew', recharge: '5-6', actions: ['save dex 16 half: 10d6 bludgeoning'] },
      ],
    },
  },
  {
    title: 'blind2: a swarm in a plain-text e-mail wrapped at 72 columns',
    layout: 'srd-text',
    source: 'e-mail',
    // The sign-off after the last action stays in its description: nothing tells it from a second paragraph.
    unread: 3,
    text: `Hi all,

Here's the nasty surprise under the old mill for Saturday. Stats below,
tweak as you like.

Swarm of Mill Rats
Large swarm of Tiny beasts, unaligned
Armor Class 11
Hit Points 45 (10d10 - 10)
Speed 30 ft., climb 20 ft., swim 20 ft.
STR DEX CON INT WIS CHA
10 (+0) 13 (+1) 8 (-1) 2 (-4) 12 (+1) 4 (-3)
Damage Resistances bludgeoning, piercing, slashing
Condition Immunities charmed, frightened, grappled, paralyzed,
petrified, prone, restrained, stunned
Senses darkvision 30 ft., passive Perception 11
Languages -
Challenge 2 (450 XP)

Keen Smell. The swarm has advantage on Wisdom (Perception) checks that
rely on smell.

Swarm. The swarm can occupy another creature's space and vice versa,
and the swarm can move through any opening large enough for a Tiny rat.
The swarm can't regain hit points or gain temporary hit points.

ACTIONS

Bites. Melee Weapon Attack: +3 to hit, reach 0 ft., one target in the
swarm's space. Hit: 20 (8d4) piercing damage, or 10 (4d4) piercing
damage if the swarm has half of its hit points or fewer.

Cheers,
Marta`,
    expected: {
      name: 'Swarm of Mill Rats',
      size: 'large',
      type: 'swarm',
      subtype: 'Tiny beasts',
      alignment: 'unaligned',
      armor_class: 11,
      hit_points: 45,
      hit_dice: '10d10-10',
      challenge_rating: 2,
      abilities: [10, 13, 8, 2, 12, 4],
      speeds: { walk: 30, climb: 20, swim: 20 },
      senses: { darkvision: 30 },
      damage_resistances: ['bludgeoning', 'piercing', 'slashing'],
      condition_immunities: [
        'charmed',
        'frightened',
        'grappled',
        'paralyzed',
        'petrified',
        'prone',
        'restrained',
        'stunned',
      ],
      special_abilities: [{ name: 'Keen Smell' }, { name: 'Swarm' }],
      actions: [
        { name: 'Bites', reach: 0, actions: ['melee +3: 8d4 piercing'] },
        { name: 'Bites (Half hit points)', reach: 0, actions: ['melee +3: 4d4 piercing'] },
      ],
    },
  },
  {
    title: 'blind2: one ability a line, lowercase-free labels with tabs, two spellcasting traits, parry, costs',
    layout: 'srd-text',
    source: '5etools',
    text: `Cinderveil Warden
Medium humanoid (human), lawful evil
Armor Class 18 (plate)
Hit Points 112 (15d8 + 45)
Speed 30 ft
STR
18 (+4)
DEX
11 (+0)
CON
16 (+3)
INT
12 (+1)
WIS
14 (+2)
CHA
17 (+3)
Saving Throws Wis +5, Cha +6
Skills Athletics +7, Intimidation +6, Religion +4
Damage Immunities fire
Condition Immunities frightened
Senses darkvision 60 ft., passive Perception 12
Languages Common, Infernal
Challenge 8 (3,900 XP)\t\tProficiency Bonus +3
Innate Spellcasting. The warden’s innate spellcasting ability is Charisma (spell save DC 14). It can innately cast the following spells, requiring no material components:
At will: thaumaturgy
1/day each: darkness, hellish rebuke
Spellcasting. The warden is a 9th-level spellcaster. Its spellcasting ability is Charisma (spell save DC 14, +6 to hit with spell attacks). It has the following paladin spells prepared:
1st level (4 slots): command, searing smite
2nd level (3 slots): branding smite, magic weapon
3rd level (2 slots): blinding smite
Actions
Multiattack. The warden makes three Cinder Blade attacks.
Cinder Blade. Melee Weapon Attack: +7 to hit, reach 5 ft., one target. Hit: 8 (1d8 + 4) slashing damage plus 7 (2d6) fire damage.
Hellfire Bolt. Ranged Spell Attack: +6 to hit, range 120 ft., one target. Hit: 16 (3d10) fire damage.
Reactions
Parry. The warden adds 3 to its AC against one melee attack that would hit it. To do so, the warden must see the attacker and be wielding a melee weapon.
Legendary Actions
The warden can take 3 legendary actions, choosing from the options below. Only one legendary action option can be used at a time and only at the end of another creature’s turn. The warden regains spent legendary actions at the start of its turn.
Advance. The warden moves up to its speed without provoking opportunity attacks.
Cinder Strike. The warden makes one Cinder Blade attack.
Burning Command (Costs 2 Actions). Each creature of the warden’s choice within 20 feet must make a DC 14 Wisdom saving throw or take 14 (4d6) fire damage.`,
    expected: {
      name: 'Cinderveil Warden',
      size: 'medium',
      type: 'humanoid',
      subtype: 'human',
      alignment: 'lawful_evil',
      armor_class: 18,
      hit_points: 112,
      hit_dice: '15d8+45',
      challenge_rating: 8,
      abilities: [18, 11, 16, 12, 14, 17],
      saving_throws: { wisdom: 5, charisma: 6 },
      skills: { athletics: 7, intimidation: 6, religion: 4 },
      speeds: { walk: 30 },
      senses: { darkvision: 60 },
      languages: ['Common', 'Infernal'],
      damage_immunities: ['fire'],
      condition_immunities: ['frightened'],
      special_abilities: [{ name: 'Innate Spellcasting' }, { name: 'Spellcasting' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Cinder Blade', reach: 5, actions: ['melee +7: 1d8+4 slashing, 2d6 fire'] },
        { name: 'Hellfire Bolt', range: '120', actions: ['spell +6: 3d10 fire'] },
      ],
      reactions: [{ name: 'Parry' }],
      legendary_count: 3,
      legendary_actions: [
        { name: 'Advance', legendary_cost: 1 },
        { name: 'Cinder Strike', legendary_cost: 1 },
        { name: 'Burning Command', legendary_cost: 2, actions: ['save wis 14: 4d6 fire'] },
      ],
    },
  },
  {
    title: 'blind2: a tiny flyer at 1 hit point, mage armor, hover, understands but cannot speak',
    layout: 'srd-text',
    source: 'D&D Beyond 2014',
    text: `Inkblot Wisp
Tiny construct, unaligned
Armor Class 12 (15 with mage armor)
Hit Points 1 (1d4 − 1)
Speed 0 ft., fly 30 ft. (hover)
STR DEX CON INT WIS CHA
1 (−5) 14 (+2) 8 (−1) 6 (−2) 10 (+0) 3 (−4)
Skills Stealth +4
Damage Vulnerabilities fire
Damage Immunities poison, psychic
Condition Immunities blinded, charmed, deafened, exhaustion, poisoned
Senses blindsight 30 ft. (blind beyond this radius), passive Perception 10
Languages understands Common but can’t speak
Challenge 1/8 (25 XP) Proficiency Bonus +2
Blot Out. While motionless on a page, the wisp is indistinguishable from a spilled drop of ink.
Actions
Ink Splash. Ranged Weapon Attack: +4 to hit, range 20/60 ft., one target. Hit: 1 acid damage, and the target can’t see until the end of its next turn.`,
    expected: {
      name: 'Inkblot Wisp',
      size: 'tiny',
      type: 'construct',
      alignment: 'unaligned',
      armor_class: 12,
      hit_points: 1,
      hit_dice: '1d4-1',
      challenge_rating: 0.125,
      abilities: [1, 14, 8, 6, 10, 3],
      skills: { stealth: 4 },
      speeds: { walk: 0, fly: 30 },
      senses: { blindsight: 30 },
      languages: ["understands Common but can't speak"],
      damage_vulnerabilities: ['fire'],
      damage_immunities: ['poison', 'psychic'],
      condition_immunities: ['blinded', 'charmed', 'deafened', 'exhaustion', 'poisoned'],
      special_abilities: [{ name: 'Blot Out' }],
      actions: [{ name: 'Ink Splash', range: '20/60', actions: ['ranged +4: 1 acid'] }],
    },
  },
  {
    title: 'blind2: a book page with a chapter header, one-line abilities, trailing spaces and doubled blank lines',
    layout: 'srd-text',
    source: 'PDF',
    unread: 2,
    text: `CHAPTER 4 | CREATURES OF THE DEEP FORGE

Iron golems were once thought the pinnacle of the forge. Then came this.

Forgeheart Colossus
Gargantuan construct, unaligned
Armor Class 21 (natural armor)  
Hit Points 310 (20d20 + 100)  
Speed 40 ft.  


STR 26 (+8) DEX 9 (−1) CON 20 (+5) INT 3 (−4) WIS 11 (+0) CHA 1 (−5)


Saving Throws Str +14, Con +11
Damage Immunities fire, poison, psychic; bludgeoning, piercing, and slashing from nonmagical attacks that aren't adamantine
Condition Immunities charmed, exhaustion, frightened, paralyzed, petrified, poisoned
Senses darkvision 120 ft., passive Perception 10
Languages understands the languages of its creator but can't speak
Challenge 18 (20,000 XP)
Magic Resistance. The colossus has advantage on saving throws against spells and other magical effects.
Siege Monster. The colossus deals double damage to objects and structures.
Actions
Multiattack. The colossus makes two Slam attacks.
Slam. Melee Weapon Attack: +14 to hit, reach 15 ft., one target. Hit: 30 (4d10 + 8) bludgeoning damage.
Molten Core (Recharge 6). The colossus vents molten iron in a 60-foot cone. Each creature in that area must make a DC 19 Dexterity saving throw, taking 63 (18d6) fire damage on a failed save, or half as much damage on a successful one.
Hurl Slag (3/Day). Ranged Weapon Attack: +14 to hit, range 60/240 ft., one target. Hit: 27 (3d12 + 8) bludgeoning damage plus 10 (3d6) fire damage.
Legendary Actions
The colossus can take 3 legendary actions, choosing from the options below. Only one legendary action option can be used at a time and only at the end of another creature's turn. The colossus regains spent legendary actions at the start of its turn.
Stomp. The colossus makes one Slam attack.
Quake (Costs 3 Actions). The colossus stamps. Each creature on the ground within 30 feet of it must succeed on a DC 19 Strength saving throw or be knocked prone.`,
    expected: {
      name: 'Forgeheart Colossus',
      size: 'gargantuan',
      type: 'construct',
      alignment: 'unaligned',
      armor_class: 21,
      hit_points: 310,
      hit_dice: '20d20+100',
      challenge_rating: 18,
      abilities: [26, 9, 20, 3, 11, 1],
      saving_throws: { strength: 14, constitution: 11 },
      speeds: { walk: 40 },
      senses: { darkvision: 120 },
      languages: ["understands the languages of its creator but can't speak"],
      damage_immunities: [
        'fire',
        'poison',
        'psychic',
        'non_magical_bludgeoning',
        'non_magical_piercing',
        'non_magical_slashing',
      ],
      condition_immunities: ['charmed', 'exhaustion', 'frightened', 'paralyzed', 'petrified', 'poisoned'],
      special_abilities: [{ name: 'Magic Resistance' }, { name: 'Siege Monster' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Slam', reach: 15, actions: ['melee +14: 4d10+8 bludgeoning'] },
        { name: 'Molten Core', recharge: '6', actions: ['save dex 19 half: 18d6 fire'] },
        {
          name: 'Hurl Slag',
          limit: 3,
          limit_type: 'day',
          range: '60/240',
          actions: ['ranged +14: 3d12+8 bludgeoning, 3d6 fire'],
        },
      ],
      legendary_count: 3,
      legendary_actions: [
        { name: 'Stomp', legendary_cost: 1 },
        { name: 'Quake', legendary_cost: 3, actions: ['save str 19'] },
      ],
    },
  },
];
