import type { BlindSample } from './blind-sample.ts';

/** Second round: more page copies and homebrew habits, written after the first round's fixes. */
export const BLIND_SECOND_ROUND_SAMPLES: BlindSample[] = [
  {
    title: 'colons after the labels, the score names on six lines and then the six scores',
    layout: 'srd-text',
    source: 'hand-typed notes',
    text: `Ka'thal the Undying
Medium undead (elf), neutral evil
Armor Class: 16 (natural armor)
Hit Points: 91 (14d8+28)
Speed: 30 ft., fly 60 ft. (hover), swim 30 ft.
STR
DEX
CON
INT
WIS
CHA
11 (+0)
16 (+3)
14 (+2)
19 (+4)
15 (+2)
17 (+3)
Saving Throws: Con +5, Int +7
Skills: Arcana +10, Sleight of Hand +6
Damage Resistances: cold, fire, lightning; bludgeoning, piercing, and slashing from nonmagical attacks that aren't silvered
Damage Immunities: necrotic, poison
Condition Immunities: poisoned
Senses: truesight 10 ft., tremorsense 30 ft., passive Perception 12
Languages: Common, Elvish
Challenge: 7 (2,900 XP)
Grave Light. The lich-elf regains 10 (3d6) hit points at the start of its turn if it has at least 1 hit point.
Actions
Chill Touch. Melee Spell Attack: +7 to hit, reach 5 ft., one creature. Hit: 18 (4d8) necrotic damage.
Soul Lance. Ranged Spell Attack: +7 to hit, range 120 ft., one target. Hit: 10 (3d6) radiant damage.
Prick. Melee Weapon Attack: +3 to hit, reach 5 ft., one target. Hit: 1 piercing damage.
Crushing Hand. Melee Weapon Attack: +3 to hit, reach 5 ft., one target. Hit: 9 (2d8) bludgeoning damage. If the target is a creature, it must succeed on a DC 15 Strength saving throw or be knocked prone.`,
    expected: {
      name: "Ka'thal the Undying",
      size: 'medium',
      type: 'undead',
      subtype: 'elf',
      alignment: 'neutral_evil',
      armor_class: 16,
      hit_points: 91,
      hit_dice: '14d8+28',
      challenge_rating: 7,
      abilities: [11, 16, 14, 19, 15, 17],
      saving_throws: { constitution: 5, intelligence: 7 },
      skills: { arcana: 10, sleight_of_hand: 6 },
      skills_expertise: ['arcana'],
      speeds: { walk: 30, fly: 60, swim: 30 },
      languages: ['Common', 'Elvish'],
      senses: { truesight: 10, tremorsense: 30 },
      damage_resistances: [
        'cold',
        'fire',
        'lightning',
        'non_magical_bludgeoning',
        'non_magical_piercing',
        'non_magical_slashing',
      ],
      damage_immunities: ['necrotic', 'poison'],
      condition_immunities: ['poisoned'],
      special_abilities: [{ name: 'Grave Light', actions: ['heal: 3d6'] }],
      actions: [
        { name: 'Chill Touch', reach: 5, actions: ['spell +7: 4d8 necrotic'] },
        { name: 'Soul Lance', range: '120', actions: ['spell +7: 3d6 radiant'] },
        { name: 'Prick', reach: 5, actions: ['melee +3: 1 piercing'] },
        { name: 'Crushing Hand', reach: 5, actions: ['melee +3: 2d8 bludgeoning', 'save str 15'] },
      ],
    },
  },
  {
    title: 'lowercase labels and score names, a zero challenge and a bite of one point',
    layout: 'srd-text',
    source: 'hand-typed notes',
    text: `Cave Newt
Tiny beast, unaligned
armor class 11
hit points 2 (1d4)
speed 20 ft., swim 20 ft.
str dex con int wis cha
2 (-4) 12 (+1) 10 (+0) 1 (-5) 8 (-1) 3 (-4)
senses darkvision 30 ft., passive perception 9
languages -
challenge 0 (10 xp)
Amphibious. The newt can breathe air and water.
Actions
Bite. Melee Weapon Attack: +3 to hit, reach 5 ft., one target. Hit: 1 piercing damage.`,
    expected: {
      name: 'Cave Newt',
      size: 'tiny',
      type: 'beast',
      alignment: 'unaligned',
      armor_class: 11,
      hit_points: 2,
      hit_dice: '1d4',
      challenge_rating: 0,
      abilities: [2, 12, 10, 1, 8, 3],
      speeds: { walk: 20, swim: 20 },
      senses: { darkvision: 30 },
      special_abilities: [{ name: 'Amphibious' }],
      actions: [{ name: 'Bite', reach: 5, actions: ['melee +3: 1 piercing'] }],
    },
  },
  {
    title: 'a 2024 block with a thrown weapon, a save that stops movement and mythic actions',
    layout: 'srd-2024',
    source: 'D&D Beyond 2024',
    text: `Glacier Tyrant
Gargantuan Giant, Neutral Evil
AC 19
Initiative +4 (14)
HP 310 (20d20 + 100)
Speed 40 ft.
MOD SAVE MOD SAVE MOD SAVE
Str 27 +8 +14 Dex 10 +0 +0 Con 21 +5 +11
Int 12 +1 +1 Wis 16 +3 +9 Cha 14 +2 +2
Skills Athletics +14, Perception +9
Immunities Cold
Senses Passive Perception 19
Languages Common, Giant
CR 19 (XP 22,000; PB +6)
Actions
Multiattack. The tyrant makes two Maul attacks.
Maul. Melee Attack Roll: +14, reach 15 ft. Hit: 29 (6d6 + 8) Bludgeoning damage plus 9 (2d8) Cold damage.
Ice Spear. Melee or Ranged Attack Roll: +14, reach 15 ft. or range 60/240 ft. Hit: 21 (3d8 + 8) Piercing damage.
Frozen Gaze (Recharge 5–6). Constitution Saving Throw: DC 19, each creature in a 60-foot Cone. Failure: 45 (10d8) Cold damage, and the target's Speed is 0 until the end of its next turn. Success: Half damage.
Mythic Actions
Legendary Action Uses: 3. Immediately after another creature’s turn, the tyrant can expend a use to take one of the following actions.
Stomp. The tyrant makes one Maul attack.
Hailstorm. Dexterity Saving Throw: DC 19, each creature within 30 feet. Failure: 13 (3d8) Cold damage. Success: Half damage.`,
    expected: {
      name: 'Glacier Tyrant',
      size: 'gargantuan',
      type: 'giant',
      alignment: 'neutral_evil',
      armor_class: 19,
      hit_points: 310,
      hit_dice: '20d20+100',
      challenge_rating: 19,
      abilities: [27, 10, 21, 12, 16, 14],
      saving_throws: { strength: 14, constitution: 11, wisdom: 9 },
      skills: { athletics: 14, perception: 9 },
      speeds: { walk: 40 },
      languages: ['Common', 'Giant'],
      damage_immunities: ['cold'],
      actions: [
        { name: 'Multiattack' },
        { name: 'Maul', reach: 15, actions: ['melee +14: 6d6+8 bludgeoning, 2d8 cold'] },
        { name: 'Ice Spear', reach: 15, range: '60/240', actions: ['melee +14: 3d8+8 piercing'] },
        { name: 'Frozen Gaze', recharge: '5-6', actions: ['save con 19 half: 10d8 cold'] },
      ],
      legendary_actions: [
        { name: 'Stomp', legendary_cost: 1 },
        { name: 'Hailstorm', legendary_cost: 1, actions: ['save dex 19 half: 3d8 cold'] },
      ],
      legendary_count: 3,
    },
  },
  {
    title: 'a flattened page: the chapter heading and a sentence of text run into the name',
    layout: 'flattened',
    source: 'PDF copy, flattened',
    text: 'Chapter 4: Beasts of the Wastes The dunes hide many dangers. Dune Stalker Large monstrosity, unaligned Armor Class 14 (natural armor) Hit Points 59 (7d10 + 21) Speed 40 ft., burrow 20 ft. STR DEX CON INT WIS CHA 17 (+3) 14 (+2) 16 (+3) 3 (−4) 12 (+1) 6 (−2) Skills Perception +3, Stealth +6 Senses tremorsense 60 ft., passive Perception 13 Languages — Challenge 3 (700 XP) Sand Camouflage. The stalker has advantage on Dexterity (Stealth) checks made to hide in sandy terrain. Light of the Moon. At night the stalker sheds dim light. Actions Multiattack. The stalker makes two attacks: one with its bite and one with its stinger. Bite. Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 12 (2d8 + 3) piercing damage. Stinger. Melee Weapon Attack: +5 to hit, reach 10 ft., one creature. Hit: 7 (1d8 + 3) piercing damage, and the target must make a DC 13 Constitution saving throw, taking 14 (4d6) poison damage on a failed save, or half as much damage on a successful one. Reactions Burrow Away (1/Day). When the stalker takes damage, it burrows up to its burrow speed.',
    expected: {
      name: 'Dune Stalker',
      size: 'large',
      type: 'monstrosity',
      alignment: 'unaligned',
      armor_class: 14,
      hit_points: 59,
      hit_dice: '7d10+21',
      challenge_rating: 3,
      abilities: [17, 14, 16, 3, 12, 6],
      skills: { perception: 3, stealth: 6 },
      skills_expertise: ['stealth'],
      speeds: { walk: 40, burrow: 20 },
      senses: { tremorsense: 60 },
      special_abilities: [{ name: 'Sand Camouflage' }, { name: 'Light of the Moon' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Bite', reach: 5, actions: ['melee +5: 2d8+3 piercing'] },
        { name: 'Stinger', reach: 10, actions: ['melee +5: 1d8+3 piercing', 'save con 13 half: 4d6 poison'] },
      ],
      reactions: [{ name: 'Burrow Away', limit: 1, limit_type: 'day' }],
    },
  },
  {
    title: 'a monster maker export: "30ft." and "reach 5ft." without spaces, "10 ft" without its period',
    layout: 'markdown',
    source: 'Tetra-cube style markdown',
    text: `___
> ## Village Hedge-Witch
>*Medium humanoid (any race), any alignment*
> ___
> - **Armor Class** 12
> - **Hit Points** 9 (2d8)
> - **Speed** 30ft.
>___
>|STR|DEX|CON|INT|WIS|CHA|
>|:---:|:---:|:---:|:---:|:---:|:---:|
>|10 (+0)|12 (+1)|10 (+0)|10 (+0)|14 (+2)|11 (+0)|
>___
> - **Senses** passive Perception 12
> - **Languages** any one language (usually Common)
> - **Challenge** 1/8 (25 XP)
> ___
> ***Herbal Poultice (2/Day).*** The witch touches a creature, which regains 5 (1d8 + 1) hit points.
> ### Actions
> ***Club.*** *Melee Weapon Attack:* +2 to hit, reach 5ft., one target. *Hit:* 2 (1d4) bludgeoning damage.
>
> ***Thorn Whip.*** *Melee Spell Attack:* +4 to hit, reach 10 ft, one creature. *Hit:* 4 (1d6 + 1) piercing damage.`,
    expected: {
      name: 'Village Hedge-Witch',
      size: 'medium',
      type: 'humanoid',
      subtype: 'any race',
      alignment: 'any_alignment',
      armor_class: 12,
      hit_points: 9,
      hit_dice: '2d8',
      challenge_rating: 0.125,
      abilities: [10, 12, 10, 10, 14, 11],
      speeds: { walk: 30 },
      languages: ['any one language (usually Common)'],
      special_abilities: [{ name: 'Herbal Poultice', limit: 2, limit_type: 'day', actions: ['heal: 1d8+1'] }],
      actions: [
        { name: 'Club', reach: 5, actions: ['melee +2: 1d4 bludgeoning'] },
        { name: 'Thorn Whip', reach: 10, actions: ['spell +4: 1d6+1 piercing'] },
      ],
    },
  },
  {
    title: 'a Homebrewery v3 wide frame: the proficiency bonus in an inline block, colon spacers, bold legendary names',
    layout: 'markdown',
    source: 'Homebrewery v3',
    text: `{{monster,frame,wide
## Cinder Wyrm
*Huge dragon, chaotic evil*
___
**Armor Class** :: 18 (natural armor)
**Hit Points**  :: 256 (19d12 + 133)
**Speed**       :: 40 ft., climb 40 ft., fly 80 ft.
___
|  STR  |  DEX  |  CON  |  INT  |  WIS  |  CHA  |
|:-----:|:-----:|:-----:|:-----:|:-----:|:-----:|
|27 (+8)|10 (+0)|25 (+7)|16 (+3)|13 (+1)|21 (+5)|
___
**Saving Throws**    :: Dex +6, Con +13, Wis +7, Cha +11
**Skills**           :: Perception +13, Stealth +6
**Damage Immunities**:: fire
**Senses**           :: blindsight 60 ft., darkvision 120 ft., passive Perception 23
**Languages**        :: Common, Draconic
**Challenge**        :: 17 (18,000 XP) {{bonus **Proficiency Bonus** +6}}
___
***Legendary Resistance (3/Day).*** If the wyrm fails a saving throw, it can choose to succeed instead.
:
### Actions
***Multiattack.*** The wyrm makes three attacks: one with its bite and two with its claws.
:
***Bite.*** *Melee Weapon Attack:* +14 to hit, reach 10 ft., one target. *Hit:* 19 (2d10 + 8) piercing damage plus 7 (2d6) fire damage.
:
***Fire Breath (Recharge 5–6).*** The wyrm exhales fire in a 60-foot cone. Each creature in that area must make a DC 21 Dexterity saving throw, taking 63 (18d6) fire damage on a failed save, or half as much damage on a successful one.
:
### Legendary Actions
The wyrm can take 3 legendary actions, choosing from the options below. Only one legendary action option can be used at a time and only at the end of another creature's turn. The wyrm regains spent legendary actions at the start of its turn.
:
**Detect.** The wyrm makes a Wisdom (Perception) check.
:
**Wing Attack (Costs 2 Actions).** The wyrm beats its wings. Each creature within 10 feet of the wyrm must succeed on a DC 22 Dexterity saving throw or take 15 (2d6 + 8) bludgeoning damage and be knocked prone.
}}`,
    expected: {
      name: 'Cinder Wyrm',
      size: 'huge',
      type: 'dragon',
      alignment: 'chaotic_evil',
      armor_class: 18,
      hit_points: 256,
      hit_dice: '19d12+133',
      challenge_rating: 17,
      abilities: [27, 10, 25, 16, 13, 21],
      saving_throws: { dexterity: 6, constitution: 13, wisdom: 7, charisma: 11 },
      skills: { perception: 13, stealth: 6 },
      skills_expertise: ['perception'],
      speeds: { walk: 40, climb: 40, fly: 80 },
      languages: ['Common', 'Draconic'],
      senses: { blindsight: 60, darkvision: 120 },
      damage_immunities: ['fire'],
      special_abilities: [{ name: 'Legendary Resistance', limit: 3, limit_type: 'day' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Bite', reach: 10, actions: ['melee +14: 2d10+8 piercing, 2d6 fire'] },
        { name: 'Fire Breath', recharge: '5-6', actions: ['save dex 21 half: 18d6 fire'] },
      ],
      legendary_actions: [
        { name: 'Detect', legendary_cost: 1 },
        { name: 'Wing Attack', legendary_cost: 2, actions: ['save dex 22: 2d6+8 bludgeoning'] },
      ],
      legendary_count: 3,
    },
  },
  {
    title: 'a markdown table with the modifiers in a row of their own under the scores',
    layout: 'markdown',
    source: 'markdown notes',
    text: `## Ridge Ogre
*Large giant, chaotic evil*

**Armor Class** 11 (hide armor)
**Hit Points** 59 (7d10 + 21)
**Speed** 40 ft.

| STR | DEX | CON | INT | WIS | CHA |
|-----|-----|-----|-----|-----|-----|
| 19  | 8   | 16  | 5   | 7   | 7   |
| (+4)| (-1)| (+3)| (-3)| (-2)| (-2)|

**Challenge** 2 (450 XP)

### Actions
**Club.** *Melee Weapon Attack:* +6 to hit, reach 5 ft., one target. *Hit:* 13 (2d8 + 4) bludgeoning damage.`,
    expected: {
      name: 'Ridge Ogre',
      size: 'large',
      type: 'giant',
      alignment: 'chaotic_evil',
      armor_class: 11,
      hit_points: 59,
      hit_dice: '7d10+21',
      challenge_rating: 2,
      abilities: [19, 8, 16, 5, 7, 7],
      speeds: { walk: 40 },
      actions: [{ name: 'Club', reach: 5, actions: ['melee +6: 2d8+4 bludgeoning'] }],
    },
  },
];
