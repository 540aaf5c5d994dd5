import type { BlindSample } from './blind-sample.ts';

/**
 * The second blind round's markdown: Homebrewery V3 with `::` separators and `:` spacers, GM Binder's quoted
 * block, a Notion or Obsidian page (headings, bullets, `**Armor Class:**`), and a plain markdown page with a
 * spaced table; invented monsters, written before the reader was read.
 */
export const BLIND2_MARKDOWN_SAMPLES: BlindSample[] = [
  {
    title: 'blind2: Homebrewery V3 wide frame with :: separators',
    layout: 'markdown',
    source: 'Homebrewery V3',
    text: `{{monster,frame,wide
## Brinecaller Siren
*Medium fey, chaotic neutral*
___
**Armor Class** :: 14 (natural armor)
**Hit Points**  :: 58 (9d8+18)
**Speed**       :: 20 ft., swim 50 ft.
___
|  STR  |  DEX  |  CON  |  INT  |  WIS  |  CHA  |
|:-----:|:-----:|:-----:|:-----:|:-----:|:-----:|
|10 (+0)|16 (+3)|14 (+2)|12 (+1)|13 (+1)|19 (+4)|
___
**Saving Throws** :: Dex +6, Cha +7
**Skills** :: Deception +7, Performance +10
**Damage Resistances** :: cold
**Senses** :: darkvision 60 ft., passive Perception 11
**Languages** :: Aquan, Common, Sylvan
**Challenge** :: 5 (1,800 XP) {{bonus **Proficiency Bonus** +3}}
___
***Amphibious.*** The siren can breathe air and water.
:
***Drowning Song (1/Day).*** The siren sings. Each creature within 60 feet of it that can hear it must succeed on a DC 15 Wisdom saving throw or be charmed for 1 minute.
### Actions
***Multiattack.*** The siren makes two Talon attacks.
:
***Talon.*** *Melee Weapon Attack:* +6 to hit, reach 5 ft., one target. *Hit:* 10 (2d6 + 3) slashing damage.
:
***Crashing Wave (Recharge 5–6).*** The siren calls a wave in a 30-foot cube. Each creature in that area must make a DC 15 Strength saving throw, taking 22 (4d10) bludgeoning damage on a failed save, or half as much damage on a successful one.
### Reactions
***Slip Away.*** When a creature the siren can see hits it with an attack, the siren moves up to half its speed without provoking opportunity attacks.
}}`,
    expected: {
      name: 'Brinecaller Siren',
      size: 'medium',
      type: 'fey',
      alignment: 'chaotic_neutral',
      armor_class: 14,
      hit_points: 58,
      hit_dice: '9d8+18',
      challenge_rating: 5,
      abilities: [10, 16, 14, 12, 13, 19],
      saving_throws: { dexterity: 6, charisma: 7 },
      skills: { deception: 7, performance: 10 },
      skills_expertise: ['performance'],
      speeds: { walk: 20, swim: 50 },
      senses: { darkvision: 60 },
      languages: ['Aquan', 'Common', 'Sylvan'],
      damage_resistances: ['cold'],
      special_abilities: [
        { name: 'Amphibious' },
        { name: 'Drowning Song', limit: 1, limit_type: 'day', actions: ['save wis 15'] },
      ],
      actions: [
        { name: 'Multiattack' },
        { name: 'Talon', reach: 5, actions: ['melee +6: 2d6+3 slashing'] },
        { name: 'Crashing Wave', recharge: '5-6', actions: ['save str 15 half: 4d10 bludgeoning'] },
      ],
      reactions: [{ name: 'Slip Away' }],
    },
  },
  {
    title: 'blind2: GM Binder quoted block with bullets and a two-handed alternative',
    layout: 'markdown',
    source: 'GM Binder',
    text: `___
> ## Hollow Knight of Vesk
>*Medium undead, lawful evil*
> ___
> - **Armor Class** 17 (splint)
> - **Hit Points** 75 (10d8 + 30)
> - **Speed** 30 ft.
>___
>|STR|DEX|CON|INT|WIS|CHA|
>|:---:|:---:|:---:|:---:|:---:|:---:|
>|17 (+3)|10 (+0)|16 (+3)|9 (−1)|12 (+1)|14 (+2)|
>___
> - **Saving Throws** Str +6, Wis +4
> - **Damage Resistances** necrotic; bludgeoning, piercing, and slashing from nonmagical attacks
> - **Damage Immunities** poison
> - **Condition Immunities** exhaustion, poisoned
> - **Senses** darkvision 60 ft., passive Perception 11
> - **Languages** the languages it knew in life
> - **Challenge** 6 (2,300 XP)
> ___
> ***Turn Defiance.*** The knight and any undead within 30 feet of it have advantage on saving throws against effects that turn undead.
>
> ### Actions
> ***Multiattack.*** The knight makes two Longsword attacks.
>
> ***Longsword.*** *Melee Weapon Attack:* +6 to hit, reach 5 ft., one target. *Hit:* 7 (1d8 + 3) slashing damage, or 8 (1d10 + 3) slashing damage if used with two hands, plus 9 (2d8) necrotic damage.
>
> ***Grave Bolt.*** *Ranged Spell Attack:* +5 to hit, range 90 ft., one target. *Hit:* 13 (3d8) necrotic damage.
>
> ### Reactions
> ***Parry.*** The knight adds 2 to its AC against one melee attack that would hit it. To do so, the knight must see the attacker and be wielding a melee weapon.`,
    expected: {
      name: 'Hollow Knight of Vesk',
      size: 'medium',
      type: 'undead',
      alignment: 'lawful_evil',
      armor_class: 17,
      hit_points: 75,
      hit_dice: '10d8+30',
      challenge_rating: 6,
      abilities: [17, 10, 16, 9, 12, 14],
      saving_throws: { strength: 6, wisdom: 4 },
      speeds: { walk: 30 },
      senses: { darkvision: 60 },
      languages: ['the languages it knew in life'],
      damage_resistances: ['necrotic', 'non_magical_bludgeoning', 'non_magical_piercing', 'non_magical_slashing'],
      damage_immunities: ['poison'],
      condition_immunities: ['exhaustion', 'poisoned'],
      special_abilities: [{ name: 'Turn Defiance' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Longsword', reach: 5, actions: ['melee +6: 1d8+3 slashing, 2d8 necrotic'] },
        { name: 'Longsword (Two handed)', reach: 5, actions: ['melee +6: 1d10+3 slashing, 2d8 necrotic'] },
        { name: 'Grave Bolt', range: '90', actions: ['spell +5: 3d8 necrotic'] },
      ],
      reactions: [{ name: 'Parry' }],
    },
  },
  {
    title: 'blind2: a Notion page with headings, bullets and colons inside the bold labels',
    layout: 'markdown',
    source: 'Notion',
    text: `# Thornback Stalker

*Large plant, neutral evil*

- **Armor Class:** 15 (natural armor)
- **Hit Points:** 95 (10d10 + 40)
- **Speed:** 30 ft., climb 30 ft.

| STR | DEX | CON | INT | WIS | CHA |
| --- | --- | --- | --- | --- | --- |
| 19 (+4) | 15 (+2) | 18 (+4) | 7 (−2) | 14 (+2) | 6 (−2) |

- **Skills:** Perception +5, Stealth +8
- **Damage Vulnerabilities:** fire
- **Condition Immunities:** blinded, deafened
- **Senses:** blindsight 60 ft. (blind beyond this radius), passive Perception 15
- **Languages:** understands Sylvan but can't speak
- **Challenge:** 5 (1,800 XP)

## Traits

**False Appearance.** While the stalker remains motionless, it is indistinguishable from a thorny hedge.

## Actions

**Multiattack.** The stalker makes two Thorn Lash attacks.

**Thorn Lash.** *Melee Weapon Attack:* +7 to hit, reach 10 ft., one target. *Hit:* 13 (2d8 + 4) piercing damage, and the target is grappled (escape DC 15).

**Seed Barrage (Recharge 5–6).** The stalker fires seeds in a 20-foot-radius sphere centered on a point within 60 feet. Each creature there must make a DC 15 Dexterity saving throw, taking 27 (6d8) piercing damage on a failed save, or half as much damage on a successful one.`,
    expected: {
      name: 'Thornback Stalker',
      size: 'large',
      type: 'plant',
      alignment: 'neutral_evil',
      armor_class: 15,
      hit_points: 95,
      hit_dice: '10d10+40',
      challenge_rating: 5,
      abilities: [19, 15, 18, 7, 14, 6],
      skills: { perception: 5, stealth: 8 },
      skills_expertise: ['stealth'],
      speeds: { walk: 30, climb: 30 },
      senses: { blindsight: 60 },
      languages: ["understands Sylvan but can't speak"],
      damage_vulnerabilities: ['fire'],
      condition_immunities: ['blinded', 'deafened'],
      special_abilities: [{ name: 'False Appearance' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Thorn Lash', reach: 10, actions: ['melee +7: 2d8+4 piercing'] },
        { name: 'Seed Barrage', recharge: '5-6', actions: ['save dex 15 half: 6d8 piercing'] },
      ],
    },
  },
  {
    title: 'blind2: an Obsidian note with hard line breaks, title-case ability header and underscores',
    layout: 'markdown',
    source: 'Obsidian',
    text: `### Quillfang Hound
_Small monstrosity, unaligned_

**Armor Class** 13  
**Hit Points** 22 (5d6 + 5)  
**Speed** 40 ft.  

| Str | Dex | Con | Int | Wis | Cha |
|-----|-----|-----|-----|-----|-----|
| 12 (+1) | 16 (+3) | 12 (+1) | 3 (−4) | 13 (+1) | 6 (−2) |

**Skills** Perception +3, Stealth +5  
**Senses** passive Perception 13  
**Languages** —  
**Challenge** 1 (200 XP)  

***Keen Hearing and Smell.*** The hound has advantage on Wisdom (Perception) checks that rely on hearing or smell.

#### Actions

***Bite.*** _Melee Weapon Attack:_ +5 to hit, reach 5 ft., one target. _Hit:_ 6 (1d6 + 3) piercing damage.

***Quill Volley (Recharge 5–6).*** _Ranged Weapon Attack:_ +5 to hit, range 30/90 ft., up to three targets. _Hit:_ 5 (1d4 + 3) piercing damage plus 2 (1d4) poison damage.`,
    expected: {
      name: 'Quillfang Hound',
      size: 'small',
      type: 'monstrosity',
      alignment: 'unaligned',
      armor_class: 13,
      hit_points: 22,
      hit_dice: '5d6+5',
      challenge_rating: 1,
      abilities: [12, 16, 12, 3, 13, 6],
      skills: { perception: 3, stealth: 5 },
      speeds: { walk: 40 },
      special_abilities: [{ name: 'Keen Hearing and Smell' }],
      actions: [
        { name: 'Bite', reach: 5, actions: ['melee +5: 1d6+3 piercing'] },
        {
          name: 'Quill Volley',
          recharge: '5-6',
          range: '30/90',
          actions: ['ranged +5: 1d4+3 piercing, 1d4 poison'],
        },
      ],
    },
  },
  {
    title: 'blind2: a Reddit post in markdown with lowercase labels and a comment around the block',
    layout: 'markdown',
    source: 'Reddit',
    // The edit note after the last action stays in its description: nothing tells it from a second paragraph.
    unread: 1,
    text: `Made this for my players' trip into the salt flats, feedback welcome!

**Dunewight**

*Medium undead, neutral evil*

**armor class** 14 (leather armor)

**hit points** 52 (8d8 + 16)

**speed** 30 ft., burrow 15 ft.

|STR|DEX|CON|INT|WIS|CHA|
|:-|:-|:-|:-|:-|:-|
|13 (+1)|16 (+3)|15 (+2)|10 (+0)|13 (+1)|14 (+2)|

**skills** Perception +3, Stealth +5

**damage resistances** necrotic

**damage immunities** poison

**condition immunities** exhaustion, poisoned

**senses** darkvision 60 ft., passive Perception 13

**languages** the languages it knew in life

**challenge** 3 (700 XP)

***Sunlight Sensitivity.*** While in sunlight, the dunewight has disadvantage on attack rolls.

**Actions**

***Multiattack.*** The dunewight makes two Scimitar attacks.

***Scimitar.*** *Melee Weapon Attack:* +5 to hit, reach 5 ft., one target. *Hit:* 6 (1d6 + 3) slashing damage.

***Sand Drain.*** *Melee Weapon Attack:* +5 to hit, reach 5 ft., one creature. *Hit:* 5 (1d4 + 3) necrotic damage. The target must succeed on a DC 13 Constitution saving throw or its hit point maximum is reduced by the damage taken.

Edit: fixed the CR, thanks u/saltyDM!`,
    expected: {
      name: 'Dunewight',
      size: 'medium',
      type: 'undead',
      alignment: 'neutral_evil',
      armor_class: 14,
      hit_points: 52,
      hit_dice: '8d8+16',
      challenge_rating: 3,
      abilities: [13, 16, 15, 10, 13, 14],
      skills: { perception: 3, stealth: 5 },
      speeds: { walk: 30, burrow: 15 },
      senses: { darkvision: 60 },
      languages: ['the languages it knew in life'],
      damage_resistances: ['necrotic'],
      damage_immunities: ['poison'],
      condition_immunities: ['exhaustion', 'poisoned'],
      special_abilities: [{ name: 'Sunlight Sensitivity' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Scimitar', reach: 5, actions: ['melee +5: 1d6+3 slashing'] },
        { name: 'Sand Drain', reach: 5, actions: ['melee +5: 1d4+3 necrotic', 'save con 13'] },
      ],
    },
  },
];
