import type { BlindSample } from './blind-sample.ts';

/** Blind samples: markdown from Homebrewery (v3 and legacy) and GM Binder, and plain markdown, invented monsters. */
export const BLIND_MARKDOWN_SAMPLES: BlindSample[] = [
  {
    title: 'a Homebrewery v3 monster frame: double-colon labels, colon spacers and a proficiency bonus line',
    layout: 'markdown',
    source: 'Homebrewery v3',
    text: `{{monster,frame
## Bramble Goblin
*Small humanoid (goblinoid), neutral evil*
___
**Armor Class** :: 15 (leather armor, shield)
**Hit Points**  :: 14 (4d6)
**Speed**       :: 30 ft., climb 20 ft.
___
|  STR  |  DEX  |  CON  |  INT  |  WIS  |  CHA  |
|:-----:|:-----:|:-----:|:-----:|:-----:|:-----:|
|8 (-1)|16 (+3)|10 (+0)|10 (+0)|9 (-1)|8 (-1)|
___
**Skills**           :: Stealth +7
**Senses**           :: darkvision 60 ft., passive Perception 9
**Languages**        :: Common, Goblin
**Challenge**        :: 1/2 (100 XP)
**Proficiency Bonus**:: +2
___
***Thorn Cloak.*** A creature that grapples the goblin takes 2 (1d4) piercing damage at the start of each of its turns.
:
### Actions
***Scimitar.*** *Melee Weapon Attack:* +5 to hit, reach 5 ft., one target. *Hit:* 6 (1d6 + 3) slashing damage.
:
***Thorn Sling.*** *Ranged Weapon Attack:* +5 to hit, range 30/120 ft., one target. *Hit:* 5 (1d4 + 3) piercing damage.
:
### Bonus Actions
***Nimble Escape.*** The goblin takes the Disengage or Hide action.
}}`,
    expected: {
      name: 'Bramble Goblin',
      size: 'small',
      type: 'humanoid',
      subtype: 'goblinoid',
      alignment: 'neutral_evil',
      armor_class: 15,
      hit_points: 14,
      hit_dice: '4d6',
      challenge_rating: 0.5,
      abilities: [8, 16, 10, 10, 9, 8],
      skills: { stealth: 7 },
      skills_expertise: ['stealth'],
      speeds: { walk: 30, climb: 20 },
      languages: ['Common', 'Goblin'],
      senses: { darkvision: 60 },
      special_abilities: [{ name: 'Thorn Cloak', actions: ['damage: 1d4 piercing'] }],
      actions: [
        { name: 'Scimitar', reach: 5, actions: ['melee +5: 1d6+3 slashing'] },
        { name: 'Thorn Sling', range: '30/120', actions: ['ranged +5: 1d4+3 piercing'] },
        { name: 'Nimble Escape (Bonus Action)' },
      ],
    },
  },
  {
    title: 'GM Binder: a quoted block in a div, bulleted properties, a recharge 6 engulf and a reaction',
    layout: 'markdown',
    source: 'GM Binder',
    text: `<div class='mon-stat-block'>
___
> ## Sludge Tyrant
>*Huge ooze, chaotic neutral*
> ___
> - **Armor Class** 8
> - **Hit Points** 161 (14d12 + 70)
> - **Speed** 20 ft., climb 20 ft., swim 20 ft.
>___
>|STR|DEX|CON|INT|WIS|CHA|
>|:---:|:---:|:---:|:---:|:---:|:---:|
>|22 (+6)|6 (-2)|20 (+5)|4 (-3)|8 (-1)|3 (-4)|
>___
> - **Damage Resistances** acid, cold
> - **Damage Immunities** poison
> - **Condition Immunities** blinded, charmed, deafened, exhaustion, frightened, prone
> - **Senses** blindsight 60 ft. (blind beyond this radius), passive Perception 9
> - **Languages** —
> - **Challenge** 9 (5,000 XP)
> ___
> ***Amorphous.*** The tyrant can move through a space as narrow as 1 inch wide without squeezing.
>
> ***Corrosive Form.*** A creature that touches the tyrant or hits it with a melee attack while within 5 feet of it takes 9 (2d8) acid damage.
>
> ### Actions
> ***Multiattack.*** The tyrant makes two pseudopod attacks.
>
> ***Pseudopod.*** *Melee Weapon Attack:* +10 to hit, reach 10 ft., one target. *Hit:* 19 (3d8 + 6) bludgeoning damage plus 13 (3d8) acid damage.
>
> ***Engulf (Recharge 6).*** The tyrant moves up to its speed. Each creature in its path must make a DC 17 Strength saving throw. On a failed save, the creature takes 27 (6d8) acid damage and is engulfed.
>
> ### Reactions
> ***Split.*** When the tyrant is subjected to lightning or slashing damage, it splits into two new oozes if it has at least 10 hit points.
</div>`,
    expected: {
      name: 'Sludge Tyrant',
      size: 'huge',
      type: 'ooze',
      alignment: 'chaotic_neutral',
      armor_class: 8,
      hit_points: 161,
      hit_dice: '14d12+70',
      challenge_rating: 9,
      abilities: [22, 6, 20, 4, 8, 3],
      speeds: { walk: 20, climb: 20, swim: 20 },
      senses: { blindsight: 60 },
      damage_resistances: ['acid', 'cold'],
      damage_immunities: ['poison'],
      condition_immunities: ['blinded', 'charmed', 'deafened', 'exhaustion', 'frightened', 'prone'],
      special_abilities: [{ name: 'Amorphous' }, { name: 'Corrosive Form', actions: ['damage: 2d8 acid'] }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Pseudopod', reach: 10, actions: ['melee +10: 3d8+6 bludgeoning, 3d8 acid'] },
        { name: 'Engulf', recharge: '6', actions: ['save str 17: 6d8 acid'] },
      ],
      reactions: [{ name: 'Split' }],
    },
  },
  {
    title: 'plain markdown: a heading, underscore italics, a spaced table, two-space line breaks and legendary actions',
    layout: 'markdown',
    source: 'markdown notes',
    text: `## Hollow Knight-Errant
_Medium undead, lawful evil_

**Armor Class** 18 (plate)  
**Hit Points** 110 (13d8 + 52)  
**Speed** 30 ft.  

| STR | DEX | CON | INT | WIS | CHA |
| --- | --- | --- | --- | --- | --- |
| 18 (+4) | 11 (+0) | 18 (+4) | 12 (+1) | 14 (+2) | 16 (+3) |

**Saving Throws** Str +7, Wis +5  
**Damage Resistances** necrotic  
**Damage Immunities** poison  
**Condition Immunities** exhaustion, frightened, poisoned  
**Senses** darkvision 120 ft., passive Perception 12  
**Languages** Common  
**Challenge** 8 (3,900 XP)  

**_Undying Oath._** If the knight is reduced to 0 hit points, it rises with 1 hit point at the start of its next turn unless radiant damage killed it.

#### Actions

**_Multiattack._** The knight makes two longsword attacks.

**_Longsword._** _Melee Weapon Attack:_ +7 to hit, reach 5 ft., one target. _Hit:_ 13 (2d8 + 4) slashing damage plus 9 (2d8) necrotic damage.

**_Dread Gaze (1/Day)._** The knight targets one creature it can see within 30 feet. The target must succeed on a DC 15 Wisdom saving throw or be frightened for 1 minute.

#### Legendary Actions

The knight can take 2 legendary actions, choosing from the options below. Only one legendary action can be used at a time and only at the end of another creature’s turn. The knight regains spent legendary actions at the start of its turn.

**Advance.** The knight moves up to its speed without provoking opportunity attacks.

**Cleave (Costs 2 Actions).** The knight makes one longsword attack.`,
    expected: {
      name: 'Hollow Knight-Errant',
      size: 'medium',
      type: 'undead',
      alignment: 'lawful_evil',
      armor_class: 18,
      hit_points: 110,
      hit_dice: '13d8+52',
      challenge_rating: 8,
      abilities: [18, 11, 18, 12, 14, 16],
      saving_throws: { strength: 7, wisdom: 5 },
      speeds: { walk: 30 },
      languages: ['Common'],
      senses: { darkvision: 120 },
      damage_resistances: ['necrotic'],
      damage_immunities: ['poison'],
      condition_immunities: ['exhaustion', 'frightened', 'poisoned'],
      special_abilities: [{ name: 'Undying Oath' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Longsword', reach: 5, actions: ['melee +7: 2d8+4 slashing, 2d8 necrotic'] },
        { name: 'Dread Gaze', limit: 1, limit_type: 'day', actions: ['save wis 15'] },
      ],
      legendary_actions: [
        { name: 'Advance', legendary_cost: 1 },
        { name: 'Cleave', legendary_cost: 2 },
      ],
      legendary_count: 2,
    },
  },
  {
    title: 'Homebrewery legacy: a wide frame, a swarm, unicode minus in the table and a gaze with a save',
    layout: 'markdown',
    source: 'Homebrewery legacy',
    text: `___
___
> ## Lanternfly Swarm
>*Medium swarm of Tiny beasts, unaligned*
> ___
> - **Armor Class** 12
> - **Hit Points** 22 (5d8)
> - **Speed** 10 ft., fly 40 ft.
>___
>|STR|DEX|CON|INT|WIS|CHA|
>|:---:|:---:|:---:|:---:|:---:|:---:|
>|3 (−4)|15 (+2)|10 (+0)|1 (−5)|12 (+1)|4 (−3)|
>___
> - **Damage Resistances** bludgeoning, piercing, slashing
> - **Condition Immunities** charmed, frightened, grappled, paralyzed, petrified, prone, restrained, stunned
> - **Senses** blindsight 10 ft., passive Perception 11
> - **Languages** —
> - **Challenge** 1 (200 XP)
> ___
> ***Swarm.*** The swarm can occupy another creature’s space and vice versa, and the swarm can move through any opening large enough for a Tiny insect.
>
> ### Actions
> ***Bites.*** *Melee Weapon Attack:* +4 to hit, reach 0 ft., one target in the swarm’s space. *Hit:* 10 (4d4) piercing damage, or 5 (2d4) piercing damage if the swarm has half of its hit points or fewer.
>
> ***Dazzling Glow (Recharge 5–6).*** Each creature within 10 feet of the swarm must succeed on a DC 11 Constitution saving throw or be blinded until the end of its next turn.`,
    expected: {
      name: 'Lanternfly Swarm',
      size: 'medium',
      type: 'swarm',
      subtype: 'Tiny beasts',
      alignment: 'unaligned',
      armor_class: 12,
      hit_points: 22,
      hit_dice: '5d8',
      challenge_rating: 1,
      abilities: [3, 15, 10, 1, 12, 4],
      speeds: { walk: 10, fly: 40 },
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
        { name: 'Bites', reach: 0, actions: ['melee +4: 4d4 piercing'] },
        { name: 'Bites (Half hit points)', reach: 0, actions: ['melee +4: 2d4 piercing'] },
        { name: 'Dazzling Glow', recharge: '5-6', actions: ['save con 11'] },
      ],
    },
  },
];
