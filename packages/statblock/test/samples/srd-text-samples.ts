import type { Sample } from './sample.ts';

/** The SRD's layout as copied from a web page or a PDF: invented monsters, each with its own quirks. */
export const SRD_TEXT_SAMPLES: Sample[] = [
  {
    title: 'a brute with a versatile weapon and a thrown one',
    layout: 'srd-text',
    text: `Bramble Ogre
Large giant, chaotic evil
Armor Class 12 (hide armor)
Hit Points 68 (8d10 + 24)
Speed 40 ft.
STR DEX CON INT WIS CHA
19 (+4) 9 (−1) 17 (+3) 6 (−2) 8 (−1) 7 (−2)
Senses darkvision 60 ft., passive Perception 9
Languages Common, Giant
Challenge 3 (700 XP)
Thorny Hide. A creature that touches the ogre or hits it with a melee attack while within 5 feet of it takes 3 (1d6) piercing damage.
Actions
Multiattack. The ogre makes two attacks with its maul.
Maul. Melee Weapon Attack: +6 to hit, reach 5 ft., one target. Hit: 13 (2d8 + 4) bludgeoning damage, or 15 (2d10 + 4) bludgeoning damage if used with two hands.
Thornspear. Melee or Ranged Weapon Attack: +6 to hit, reach 5 ft. or range 20/60 ft., one target. Hit: 7 (1d6 + 4) piercing damage.`,
    expected: {
      name: 'Bramble Ogre',
      size: 'large',
      type: 'giant',
      alignment: 'chaotic_evil',
      armor_class: 12,
      hit_points: 68,
      hit_dice: '8d10+24',
      challenge_rating: 3,
      abilities: [19, 9, 17, 6, 8, 7],
      speeds: { walk: 40 },
      languages: ['Common', 'Giant'],
      senses: { darkvision: 60 },
      special_abilities: [{ name: 'Thorny Hide', actions: ['damage: 1d6 piercing'] }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Maul', reach: 5, actions: ['melee +6: 2d8+4 bludgeoning'] },
        { name: 'Maul (Two handed)', reach: 5, actions: ['melee +6: 2d10+4 bludgeoning'] },
        { name: 'Thornspear', reach: 5, range: '20/60', actions: ['melee +6: 1d6+4 piercing'] },
      ],
    },
  },
  {
    title: 'a spellcaster with saving throws, a doubled skill and a spell list over several lines',
    layout: 'srd-text',
    text: `Vellum Sage
Medium humanoid (elf), lawful neutral
Armor Class 12 (15 with mage armor)
Hit Points 49 (11d8)
Speed 30 ft.
STR DEX CON INT WIS CHA
9 (−1) 14 (+2) 11 (+0) 18 (+4) 13 (+1) 10 (+0)
Saving Throws Int +7, Wis +4
Skills Arcana +10, History +7
Senses passive Perception 11
Languages Common, Elvish, Draconic, Sylvan
Challenge 6 (2,300 XP)
Spellcasting. The sage is a 9th-level spellcaster. Its spellcasting ability is Intelligence (spell save DC 15, +7 to hit with spell attacks). The sage has the following wizard spells prepared:
Cantrips (at will): fire bolt, light, mage hand
1st level (4 slots): detect magic, mage armor, shield
3rd level (3 slots): counterspell, fireball
5th level (1 slot): cone of cold
Actions
Inked Blade. Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 4 (1d4 + 2) slashing damage.
Word of Unmaking (1/Day). The sage speaks a word of power. Each creature within 20 feet of it must succeed on a DC 15 Wisdom saving throw or take 22 (4d10) psychic damage.`,
    expected: {
      name: 'Vellum Sage',
      size: 'medium',
      type: 'humanoid',
      subtype: 'elf',
      alignment: 'lawful_neutral',
      armor_class: 12,
      hit_points: 49,
      hit_dice: '11d8',
      challenge_rating: 6,
      abilities: [9, 14, 11, 18, 13, 10],
      saving_throws: { intelligence: 7, wisdom: 4 },
      skills: { arcana: 10, history: 7 },
      skills_expertise: ['arcana'],
      speeds: { walk: 30 },
      languages: ['Common', 'Elvish', 'Draconic', 'Sylvan'],
      special_abilities: [{ name: 'Spellcasting' }],
      actions: [
        { name: 'Inked Blade', reach: 5, actions: ['melee +5: 1d4+2 slashing'] },
        { name: 'Word of Unmaking', limit: 1, limit_type: 'day', actions: ['save wis 15: 4d10 psychic'] },
      ],
    },
  },
  {
    title: 'a legendary flier with a breath weapon, legendary resistance and a two-action option',
    layout: 'srd-text',
    text: `Storm Wyrm
Huge dragon, chaotic neutral
Armor Class 18 (natural armor)
Hit Points 207 (18d12 + 90)
Speed 40 ft., fly 80 ft., swim 40 ft.
STR DEX CON INT WIS CHA
25 (+7) 10 (+0) 21 (+5) 14 (+2) 13 (+1) 17 (+3)
Saving Throws Dex +6, Con +11, Wis +7, Cha +9
Skills Perception +13, Stealth +5
Damage Immunities lightning, thunder
Senses blindsight 60 ft., darkvision 120 ft., passive Perception 23
Languages Common, Draconic
Challenge 16 (15,000 XP)
Amphibious. The wyrm can breathe air and water.
Legendary Resistance (3/Day). If the wyrm fails a saving throw, it can choose to succeed instead.
Actions
Multiattack. The wyrm makes three attacks: one with its bite and two with its claws.
Bite. Melee Weapon Attack: +13 to hit, reach 10 ft., one target. Hit: 18 (2d10 + 7) piercing damage plus 5 (1d10) lightning damage.
Claw. Melee Weapon Attack: +13 to hit, reach 5 ft., one target. Hit: 14 (2d6 + 7) slashing damage.
Thunder Breath (Recharge 5–6). The wyrm exhales thunder in a 90-foot line that is 5 feet wide. Each creature in that line must make a DC 19 Dexterity saving throw, taking 66 (12d10) thunder damage on a failed save, or half as much damage on a successful one.
Legendary Actions
The wyrm can take 3 legendary actions, choosing from the options below. Only one legendary action option can be used at a time and only at the end of another creature’s turn. The wyrm regains spent legendary actions at the start of its turn.
Detect. The wyrm makes a Wisdom (Perception) check.
Tail Attack. The wyrm makes a claw attack.
Wing Attack (Costs 2 Actions). The wyrm beats its wings. Each creature within 10 feet of it must succeed on a DC 21 Dexterity saving throw or take 14 (2d6 + 7) bludgeoning damage and be knocked prone.`,
    expected: {
      name: 'Storm Wyrm',
      size: 'huge',
      type: 'dragon',
      alignment: 'chaotic_neutral',
      armor_class: 18,
      hit_points: 207,
      hit_dice: '18d12+90',
      challenge_rating: 16,
      abilities: [25, 10, 21, 14, 13, 17],
      saving_throws: { dexterity: 6, constitution: 11, wisdom: 7, charisma: 9 },
      skills: { perception: 13, stealth: 5 },
      skills_expertise: ['perception'],
      speeds: { walk: 40, fly: 80, swim: 40 },
      languages: ['Common', 'Draconic'],
      senses: { blindsight: 60, darkvision: 120 },
      damage_immunities: ['lightning', 'thunder'],
      special_abilities: [{ name: 'Amphibious' }, { name: 'Legendary Resistance', limit: 3, limit_type: 'day' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Bite', reach: 10, actions: ['melee +13: 2d10+7 piercing, 1d10 lightning'] },
        { name: 'Claw', reach: 5, actions: ['melee +13: 2d6+7 slashing'] },
        { name: 'Thunder Breath', recharge: '5-6', actions: ['save dex 19 half: 12d10 thunder'] },
      ],
      legendary_actions: [
        { name: 'Detect', legendary_cost: 1 },
        { name: 'Tail Attack', legendary_cost: 1 },
        { name: 'Wing Attack', legendary_cost: 2, actions: ['save dex 21: 2d6+7 bludgeoning'] },
      ],
      legendary_count: 3,
    },
  },
  {
    title: 'a PDF copy: one score a line, wrapped and hyphenated lines, a page number between',
    layout: 'srd-text',
    text: `GRAVE LANTERN
Small undead, neutral evil
Armor Class 13
Hit Points 27 (6d6 + 6)
Speed 0 ft., fly 40 ft. (hover)
STR
3 (−4)
DEX
16 (+3)
CON
12 (+1)
INT
8 (−1)
WIS
14 (+2)
CHA
11 (+0)
Damage Resistances acid, cold, fire, lightning, thunder; bludgeoning,
piercing, and slashing from nonmagical attacks
Damage Immunities necrotic, poison
Condition Immunities exhaustion, grappled, paralyzed,
poisoned, prone, restrained
Senses darkvision 120 ft., passive Perception 12
Languages understands the languages it knew in life but
can’t speak
Challenge 2 (450 XP)
Incorporeal Movement. The lantern can move through other creatures and
objects as if they were difficult terrain. It takes 5 (1d10) force dam-
age if it ends its turn inside an object.
212
Actions
Soul Flicker. Melee Spell Attack: +5 to hit, reach 5 ft., one creature. Hit:
10 (3d6) necrotic damage.`,
    expected: {
      name: 'GRAVE LANTERN',
      size: 'small',
      type: 'undead',
      alignment: 'neutral_evil',
      armor_class: 13,
      hit_points: 27,
      hit_dice: '6d6+6',
      challenge_rating: 2,
      abilities: [3, 16, 12, 8, 14, 11],
      speeds: { walk: 0, fly: 40 },
      languages: ["understands the languages it knew in life but can't speak"],
      senses: { darkvision: 120 },
      damage_resistances: [
        'acid',
        'cold',
        'fire',
        'lightning',
        'thunder',
        'non_magical_bludgeoning',
        'non_magical_piercing',
        'non_magical_slashing',
      ],
      damage_immunities: ['necrotic', 'poison'],
      condition_immunities: ['exhaustion', 'grappled', 'paralyzed', 'poisoned', 'prone', 'restrained'],
      special_abilities: [{ name: 'Incorporeal Movement', actions: ['damage: 1d10 force'] }],
      actions: [{ name: 'Soul Flicker', reach: 5, actions: ['spell +5: 3d6 necrotic'] }],
    },
  },
  {
    title: 'a swarm with plain resistances and a challenge of one half',
    layout: 'srd-text',
    text: `Swarm of Cinder Moths
Medium swarm of Tiny beasts, unaligned
Armor Class 12
Hit Points 22 (5d8)
Speed 5 ft., fly 30 ft.
STR DEX CON INT WIS CHA
3 (−4) 15 (+2) 10 (+0) 1 (−5) 12 (+1) 4 (−3)
Damage Resistances bludgeoning, piercing, slashing
Condition Immunities charmed, frightened, grappled, paralyzed, petrified, prone, restrained, stunned
Senses blindsight 10 ft., passive Perception 11
Languages —
Challenge 1/2 (100 XP)
Swarm. The swarm can occupy another creature’s space and vice versa, and the swarm can move through any opening large enough for a Tiny moth. The swarm can’t regain hit points or gain temporary hit points.
Actions
Scorching Wings. Melee Weapon Attack: +4 to hit, reach 0 ft., one creature in the swarm’s space. Hit: 7 (2d6) fire damage, or 3 (1d6) fire damage if the swarm has half of its hit points or fewer.`,
    expected: {
      name: 'Swarm of Cinder Moths',
      size: 'medium',
      type: 'swarm',
      subtype: 'Tiny beasts',
      alignment: 'unaligned',
      armor_class: 12,
      hit_points: 22,
      hit_dice: '5d8',
      challenge_rating: 0.5,
      abilities: [3, 15, 10, 1, 12, 4],
      speeds: { walk: 5, fly: 30 },
      senses: { blindsight: 10 },
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
      special_abilities: [{ name: 'Swarm' }],
      actions: [
        { name: 'Scorching Wings', reach: 0, actions: ['melee +4: 2d6 fire'] },
        { name: 'Scorching Wings (Half hit points)', reach: 0, actions: ['melee +4: 1d6 fire'] },
      ],
    },
  },
  {
    title: 'a challenge 0 critter with one hit point of damage and no languages',
    layout: 'srd-text',
    text: `Dust Mouse
Tiny beast, unaligned
Armor Class 10
Hit Points 1 (1d4 − 1)
Speed 20 ft., burrow 5 ft., climb 20 ft.
STR DEX CON INT WIS CHA
2 (−4) 11 (+0) 9 (−1) 2 (−4) 10 (+0) 4 (−3)
Senses darkvision 30 ft., passive Perception 10
Languages —
Challenge 0 (0 or 10 XP)
Keen Smell. The mouse has advantage on Wisdom (Perception) checks that rely on smell.
Actions
Nibble. Melee Weapon Attack: +0 to hit, reach 5 ft., one target. Hit: 1 piercing damage.`,
    expected: {
      name: 'Dust Mouse',
      size: 'tiny',
      type: 'beast',
      alignment: 'unaligned',
      armor_class: 10,
      hit_points: 1,
      hit_dice: '1d4-1',
      challenge_rating: 0,
      abilities: [2, 11, 9, 2, 10, 4],
      speeds: { walk: 20, burrow: 5, climb: 20 },
      senses: { darkvision: 30 },
      special_abilities: [{ name: 'Keen Smell' }],
      actions: [{ name: 'Nibble', reach: 5, actions: ['melee +0: 1 piercing'] }],
    },
  },
  {
    title: 'a healer with per-day healing, bonus actions and a reaction',
    layout: 'srd-text',
    text: `Hearth Keeper
Medium celestial, neutral good
Armor Class 16 (chain mail)
Hit Points 58 (9d8 + 18)
Speed 30 ft.
STR DEX CON INT WIS CHA
14 (+2) 10 (+0) 14 (+2) 12 (+1) 17 (+3) 15 (+2)
Saving Throws Wis +5, Cha +4
Skills Medicine +7, Insight +5
Damage Resistances radiant
Condition Immunities charmed
Senses truesight 30 ft., passive Perception 13
Languages all, telepathy 60 ft.
Challenge 4 (1,100 XP)
Actions
Warm Mace. Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) bludgeoning damage plus 4 (1d8) radiant damage.
Mending Hands (3/Day). The keeper touches another creature. The target magically regains 13 (2d8 + 4) hit points.
Bonus Actions
Kindle Courage. One ally the keeper can see gains advantage on its next attack roll.
Reactions
Shielding Flame. When a creature within 5 feet of the keeper is hit by an attack, the keeper can take half of that damage instead.`,
    expected: {
      name: 'Hearth Keeper',
      size: 'medium',
      type: 'celestial',
      alignment: 'neutral_good',
      armor_class: 16,
      hit_points: 58,
      hit_dice: '9d8+18',
      challenge_rating: 4,
      abilities: [14, 10, 14, 12, 17, 15],
      saving_throws: { wisdom: 5, charisma: 4 },
      skills: { medicine: 7, insight: 5 },
      skills_expertise: ['medicine'],
      speeds: { walk: 30 },
      languages: ['all', 'telepathy 60 ft.'],
      senses: { truesight: 30 },
      damage_resistances: ['radiant'],
      condition_immunities: ['charmed'],
      actions: [
        { name: 'Warm Mace', reach: 5, actions: ['melee +4: 1d6+2 bludgeoning, 1d8 radiant'] },
        { name: 'Mending Hands', limit: 3, limit_type: 'day', actions: ['heal: 2d8+4'] },
        { name: 'Kindle Courage (Bonus Action)' },
      ],
      reactions: [{ name: 'Shielding Flame' }],
    },
  },
  {
    title: 'an undead archer: vulnerabilities, a recharge after rest, a once-a-turn rider, a ranged spell attack',
    layout: 'srd-text',
    text: `Hollow Archer
Medium undead, lawful evil
Armor Class 15 (studded leather)
Hit Points 71 (11d8 + 22)
Speed 30 ft.
STR DEX CON INT WIS CHA
12 (+1) 18 (+4) 15 (+2) 10 (+0) 13 (+1) 8 (−1)
Skills Perception +4, Stealth +7
Damage Vulnerabilities radiant, bludgeoning
Damage Immunities poison
Condition Immunities exhaustion, poisoned
Senses darkvision 60 ft., passive Perception 14
Languages the languages it knew in life
Challenge 5 (1,800 XP)
Deathly Aim (1/Turn). When the archer hits with a ranged attack, the target takes an extra 7 (2d6) necrotic damage.
Actions
Longbow. Ranged Weapon Attack: +7 to hit, range 150/600 ft., one target. Hit: 8 (1d8 + 4) piercing damage.
Grave Bolt. Ranged Spell Attack: +4 to hit, range 60 ft., one target. Hit: 11 (2d10) necrotic damage.
Volley of Bones (Recharge after a Short or Long Rest). The archer looses a volley at a point it can see within 120 feet. Each creature within a 10-foot-radius sphere centered on that point must make a DC 15 Dexterity saving throw, taking 22 (5d8) piercing damage on a failed save, or half as much damage on a successful one.`,
    expected: {
      name: 'Hollow Archer',
      size: 'medium',
      type: 'undead',
      alignment: 'lawful_evil',
      armor_class: 15,
      hit_points: 71,
      hit_dice: '11d8+22',
      challenge_rating: 5,
      abilities: [12, 18, 15, 10, 13, 8],
      skills: { perception: 4, stealth: 7 },
      speeds: { walk: 30 },
      languages: ['the languages it knew in life'],
      senses: { darkvision: 60 },
      damage_vulnerabilities: ['bludgeoning', 'radiant'],
      damage_immunities: ['poison'],
      condition_immunities: ['exhaustion', 'poisoned'],
      special_abilities: [{ name: 'Deathly Aim', limit: 1, limit_type: 'turn', actions: ['damage: 2d6 necrotic'] }],
      actions: [
        { name: 'Longbow', range: '150/600', actions: ['ranged +7: 1d8+4 piercing'] },
        { name: 'Grave Bolt', range: '60', actions: ['spell +4: 2d10 necrotic'] },
        { name: 'Volley of Bones', recharge: 'rest', actions: ['save dex 15 half: 5d8 piercing'] },
      ],
    },
  },
];
