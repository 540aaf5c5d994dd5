import type { BlindSample } from './blind-sample.ts';

/**
 * The second blind round's harder text copies, written before the reader was read: D&D Beyond 2014 with every
 * label on a line of its own, 5etools' tab-separated abilities, a block typed by hand in lowercase, and D&D
 * Beyond 2024 with armor class and initiative on one line, a heal and bonus actions.
 */
export const BLIND2_MORE_TEXT_SAMPLES: BlindSample[] = [
  {
    title: 'blind2: D&D Beyond 2014 with every label and value on lines of their own',
    layout: 'srd-text',
    source: 'D&D Beyond 2014',
    text: `Mossback Ettin
Large Giant, Chaotic Evil
Armor Class
12 (Natural Armor)
Hit Points
85 (9d10 + 36)
Speed
40 ft.
STR
21 (+5)
DEX
8 (-1)
CON
18 (+4)
INT
6 (-2)
WIS
10 (+0)
CHA
8 (-1)
Skills
Perception +4
Senses
Darkvision 60 ft., Passive Perception 14
Languages
Giant, Orc
Challenge
4 (1,100 XP)
Proficiency Bonus
+2
Two Heads. The ettin has advantage on Wisdom (Perception) checks and on saving throws against being blinded, charmed, deafened, frightened, stunned, and knocked unconscious.
Wakeful. When one of the ettin's heads is asleep, its other head is awake.
Actions
Multiattack. The ettin makes two attacks: one with its battleaxe and one with its morningstar.
Battleaxe. Melee Weapon Attack: +7 to hit, reach 5 ft., one target. Hit: 14 (2d8 + 5) slashing damage.
Morningstar. Melee Weapon Attack: +7 to hit, reach 5 ft., one target. Hit: 14 (2d8 + 5) piercing damage.`,
    expected: {
      name: 'Mossback Ettin',
      size: 'large',
      type: 'giant',
      alignment: 'chaotic_evil',
      armor_class: 12,
      hit_points: 85,
      hit_dice: '9d10+36',
      challenge_rating: 4,
      abilities: [21, 8, 18, 6, 10, 8],
      skills: { perception: 4 },
      skills_expertise: ['perception'],
      speeds: { walk: 40 },
      senses: { darkvision: 60 },
      languages: ['Giant', 'Orc'],
      special_abilities: [{ name: 'Two Heads' }, { name: 'Wakeful' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Battleaxe', reach: 5, actions: ['melee +7: 2d8+5 slashing'] },
        { name: 'Morningstar', reach: 5, actions: ['melee +7: 2d8+5 piercing'] },
      ],
    },
  },
  {
    title: 'blind2: 5etools copy with tab-separated abilities, a charge trait and a rest recharge heal',
    layout: 'srd-text',
    source: '5etools',
    text: `Hollowhorn Stag
Large fey, neutral good
Armor Class 14 (natural armor)
Hit Points 57 (6d10 + 24)
Speed 50 ft.
STR\tDEX\tCON\tINT\tWIS\tCHA
18 (+4)\t15 (+2)\t18 (+4)\t9 (−1)\t16 (+3)\t13 (+1)
Skills Perception +5, Survival +5
Damage Resistances Radiant
Senses Darkvision 60 ft., Passive Perception 15
Languages Understands Sylvan but Can't Speak
Challenge 3 (700 XP)
Charge. If the stag moves at least 20 feet straight toward a target and then hits it with a gore attack on the same turn, the target takes an extra 9 (2d8) piercing damage.
Actions
Gore. Melee Weapon Attack: +6 to hit, reach 5 ft., one target. Hit: 13 (2d8 + 4) piercing damage.
Hooves. Melee Weapon Attack: +6 to hit, reach 5 ft., one prone creature. Hit: 11 (2d6 + 4) bludgeoning damage.
Blessing of the Glade (Recharges after a Short or Long Rest). The stag touches a creature. The creature regains 14 (4d6) hit points.`,
    expected: {
      name: 'Hollowhorn Stag',
      size: 'large',
      type: 'fey',
      alignment: 'neutral_good',
      armor_class: 14,
      hit_points: 57,
      hit_dice: '6d10+24',
      challenge_rating: 3,
      abilities: [18, 15, 18, 9, 16, 13],
      skills: { perception: 5, survival: 5 },
      speeds: { walk: 50 },
      senses: { darkvision: 60 },
      languages: ["Understands Sylvan but Can't Speak"],
      damage_resistances: ['radiant'],
      special_abilities: [{ name: 'Charge', actions: ['damage: 2d8 piercing'] }],
      actions: [
        { name: 'Gore', reach: 5, actions: ['melee +6: 2d8+4 piercing'] },
        { name: 'Hooves', reach: 5, actions: ['melee +6: 2d6+4 bludgeoning'] },
        { name: 'Blessing of the Glade', recharge: 'rest', actions: ['heal: 4d6'] },
      ],
    },
  },
  {
    title: 'blind2: a block typed by hand in lowercase, no spaces before ft',
    layout: 'srd-text',
    source: 'typed by hand',
    text: `Copperjaw Kobold Chieftain
small humanoid (kobold), lawful evil
armor class 15 (studded leather, shield)
hit points 33 (6d6+12)
speed 30ft.
STR 10 (+0) DEX 16 (+3) CON 14 (+2) INT 11 (+0) WIS 9 (-1) CHA 14 (+2)
skills intimidation +4, stealth +5
senses darkvision 60ft., passive perception 9
languages common, draconic
challenge 1 (200 xp)
pack tactics. the chieftain has advantage on an attack roll against a creature if at least one of the chieftain's allies is within 5 feet of the creature and the ally isn't incapacitated.
sunlight sensitivity. while in sunlight, the chieftain has disadvantage on attack rolls.
actions
shortsword. melee weapon attack: +5 to hit, reach 5 ft., one target. hit: 6 (1d6 + 3) piercing damage.
sling. ranged weapon attack: +5 to hit, range 30/120 ft., one target. hit: 5 (1d4 + 3) bludgeoning damage.
rally the warband (1/day). each kobold within 30 feet that can hear the chieftain gains 5 temporary hit points.`,
    expected: {
      name: 'Copperjaw Kobold Chieftain',
      size: 'small',
      type: 'humanoid',
      subtype: 'kobold',
      alignment: 'lawful_evil',
      armor_class: 15,
      hit_points: 33,
      hit_dice: '6d6+12',
      challenge_rating: 1,
      abilities: [10, 16, 14, 11, 9, 14],
      skills: { intimidation: 4, stealth: 5 },
      speeds: { walk: 30 },
      senses: { darkvision: 60 },
      languages: ['common', 'draconic'],
      special_abilities: [{ name: 'pack tactics' }, { name: 'sunlight sensitivity' }],
      actions: [
        { name: 'shortsword', reach: 5, actions: ['melee +5: 1d6+3 piercing'] },
        { name: 'sling', range: '30/120', actions: ['ranged +5: 1d4+3 bludgeoning'] },
        { name: 'rally the warband', limit: 1, limit_type: 'day' },
      ],
    },
  },
  {
    title: 'blind2: D&D Beyond 2024 with AC and initiative on one line, a rebirth, a bonus heal and legendary uses',
    layout: 'srd-2024',
    source: 'D&D Beyond 2024',
    text: `Emberwake Phoenixling
Large Elemental, Neutral
AC 16 Initiative +8 (18)
HP 150 (20d10 + 40)
Speed 20 ft., Fly 90 ft.
MOD SAVE
Str 12 +1 +1
Dex 19 +4 +8
Con 14 +2 +2
Int 8 −1 −1
Wis 15 +2 +6
Cha 17 +3 +3
Skills Perception +6
Vulnerabilities Cold
Immunities Fire, Poison; Charmed, Poisoned
Senses Darkvision 60 ft.; Passive Perception 16
Languages Ignan
CR 10 (XP 5,900, or 7,200 in lair; PB +4)
Traits
Fiery Rebirth (1/Day). When the phoenixling drops to 0 Hit Points, it regains 40 Hit Points instead.
Actions
Multiattack. The phoenixling makes two Talon attacks.
Talon. Melee Attack Roll: +8, reach 5 ft. Hit: 11 (2d6 + 4) Slashing damage plus 10 (3d6) Fire damage.
Flame Burst (Recharge 5–6). Dexterity Saving Throw: DC 16, each creature in a 20-foot Emanation originating from the phoenixling. Failure: 38 (7d10) Fire damage. Success: Half damage.
Bonus Actions
Rekindle (Recharges after a Short or Long Rest). The phoenixling regains 22 (4d8 + 4) Hit Points.
Legendary Actions
Legendary Action Uses: 3. Immediately after another creature’s turn, the phoenixling can expend a use to take one of the following actions. The phoenixling regains all expended uses at the start of each of its turns.
Swoop. The phoenixling flies up to half its Fly Speed without provoking Opportunity Attacks.
Blazing Talon. The phoenixling makes one Talon attack.`,
    expected: {
      name: 'Emberwake Phoenixling',
      size: 'large',
      type: 'elemental',
      alignment: 'neutral',
      armor_class: 16,
      hit_points: 150,
      hit_dice: '20d10+40',
      challenge_rating: 10,
      abilities: [12, 19, 14, 8, 15, 17],
      saving_throws: { dexterity: 8, wisdom: 6 },
      skills: { perception: 6 },
      speeds: { walk: 20, fly: 90 },
      senses: { darkvision: 60 },
      languages: ['Ignan'],
      damage_vulnerabilities: ['cold'],
      damage_immunities: ['fire', 'poison'],
      condition_immunities: ['charmed', 'poisoned'],
      special_abilities: [{ name: 'Fiery Rebirth', limit: 1, limit_type: 'day', actions: ['heal: 40'] }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Talon', reach: 5, actions: ['melee +8: 2d6+4 slashing, 3d6 fire'] },
        { name: 'Flame Burst', recharge: '5-6', actions: ['save dex 16 half: 7d10 fire'] },
        { name: 'Rekindle (Bonus Action)', recharge: 'rest', actions: ['heal: 4d8+4'] },
      ],
      legendary_count: 3,
      legendary_actions: [
        { name: 'Swoop', legendary_cost: 1 },
        { name: 'Blazing Talon', legendary_cost: 1 },
      ],
    },
  },
];
