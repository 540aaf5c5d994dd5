import type { BlindSample } from './blind-sample.ts';

/**
 * The second blind round's harder markdown and flattened copies, written before the reader was read:
 * Homebrewery's 2024 table with MOD and SAVE columns, a Notion table of one ability a row, a PDF line whose
 * breaks were lost without a space, and a flattened caster with its spell list.
 */
export const BLIND2_MORE_MIXED_SAMPLES: BlindSample[] = [
  {
    title: 'blind2: Homebrewery 2024 table with MOD and SAVE columns, AC and initiative on one line',
    layout: 'markdown',
    source: 'Homebrewery 2024',
    text: `{{monster,frame
## Rustbloom Golem
*Medium Construct, Unaligned*
___
**AC** 17 (natural armor) **Initiative** +1 (11)
**HP** 60 (8d8 + 24)
**Speed** 25 ft.
___
|   |   |MOD|SAVE|   |   |MOD|SAVE|   |   |MOD|SAVE|
|:--|:-:|:-:|:--:|:--|:-:|:-:|:--:|:--|:-:|:-:|:--:|
|Str|17|+3|+3|Dex|12|+1|+1|Con|16|+3|+5|
|Int|3|−4|−4|Wis|10|+0|+0|Cha|1|−5|−5|
___
**Immunities** Poison, Psychic; Charmed, Exhaustion, Frightened, Poisoned
**Senses** Darkvision 60 ft.; Passive Perception 10
**Languages** Understands Common but can't speak
**CR** 3 (XP 700; PB +2)
___
### Traits
***Rust Spores.*** A creature that starts its turn within 5 feet of the golem has Disadvantage on attack rolls with metal weapons.
### Actions
***Multiattack.*** The golem makes two Slam attacks.
***Slam.*** *Melee Attack Roll:* +5, reach 5 ft. *Hit:* 8 (1d10 + 3) Bludgeoning damage.
***Corroding Breath (Recharge 6).*** *Constitution Saving Throw:* DC 13, each creature in a 15-foot Cone. *Failure:* 18 (4d8) Acid damage. *Success:* Half damage.
}}`,
    expected: {
      name: 'Rustbloom Golem',
      size: 'medium',
      type: 'construct',
      alignment: 'unaligned',
      armor_class: 17,
      hit_points: 60,
      hit_dice: '8d8+24',
      challenge_rating: 3,
      abilities: [17, 12, 16, 3, 10, 1],
      saving_throws: { constitution: 5 },
      speeds: { walk: 25 },
      senses: { darkvision: 60 },
      languages: ["Understands Common but can't speak"],
      damage_immunities: ['poison', 'psychic'],
      condition_immunities: ['charmed', 'exhaustion', 'frightened', 'poisoned'],
      special_abilities: [{ name: 'Rust Spores' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Slam', reach: 5, actions: ['melee +5: 1d10+3 bludgeoning'] },
        { name: 'Corroding Breath', recharge: '6', actions: ['save con 13 half: 4d8 acid'] },
      ],
    },
  },
  {
    title: 'blind2: a Notion table of one ability a row and actions as bullets',
    layout: 'markdown',
    source: 'Notion',
    text: `## Pale Lantern Keeper
Small undead, lawful neutral

**Armor Class:** 13  
**Hit Points:** 27 (6d6 + 6)  
**Speed:** 0 ft., fly 40 ft. (hover)

| Ability | Score |
|---|---|
| STR | 6 (−2) |
| DEX | 16 (+3) |
| CON | 12 (+1) |
| INT | 11 (+0) |
| WIS | 14 (+2) |
| CHA | 13 (+1) |

**Damage Immunities:** necrotic, poison  
**Condition Immunities:** exhaustion, grappled, poisoned, prone  
**Senses:** truesight 30 ft., passive Perception 12  
**Languages:** Common  
**Challenge:** 1/2 (100 XP)

### Actions
- **Lantern Glare.** *Ranged Spell Attack:* +4 to hit, range 60 ft., one target. *Hit:* 7 (2d6) radiant damage.
- **Soothing Light (2/Day).** One creature the keeper can see within 30 feet of it regains 7 (2d4 + 2) hit points.`,
    expected: {
      name: 'Pale Lantern Keeper',
      size: 'small',
      type: 'undead',
      alignment: 'lawful_neutral',
      armor_class: 13,
      hit_points: 27,
      hit_dice: '6d6+6',
      challenge_rating: 0.5,
      abilities: [6, 16, 12, 11, 14, 13],
      speeds: { walk: 0, fly: 40 },
      senses: { truesight: 30 },
      languages: ['Common'],
      damage_immunities: ['necrotic', 'poison'],
      condition_immunities: ['exhaustion', 'grappled', 'poisoned', 'prone'],
      actions: [
        { name: 'Lantern Glare', range: '60', actions: ['spell +4: 2d6 radiant'] },
        { name: 'Soothing Light', limit: 2, limit_type: 'day', actions: ['heal: 2d4+2'] },
      ],
    },
  },
  {
    title: 'blind2: a PDF line whose breaks were lost without a space',
    layout: 'flattened',
    source: 'PDF selection',
    text: "Reedback ToadMedium beast, unalignedArmor Class 11Hit Points 26 (4d8 + 8)Speed 20 ft., swim 40 ft.STR DEX CON INT WIS CHA15 (+2) 13 (+1) 14 (+2) 2 (−4) 10 (+0) 3 (−4)Senses darkvision 30 ft., passive Perception 10Languages —Challenge 1/2 (100 XP)Amphibious. The toad can breathe air and water.Standing Leap. The toad's long jump is up to 20 feet and its high jump is up to 10 feet, with or without a running start.ActionsBite. Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 6 (1d8 + 2) bludgeoning damage plus 5 (2d4) poison damage, and the target is grappled (escape DC 12).",
    expected: {
      name: 'Reedback Toad',
      size: 'medium',
      type: 'beast',
      alignment: 'unaligned',
      armor_class: 11,
      hit_points: 26,
      hit_dice: '4d8+8',
      challenge_rating: 0.5,
      abilities: [15, 13, 14, 2, 10, 3],
      speeds: { walk: 20, swim: 40 },
      senses: { darkvision: 30 },
      special_abilities: [{ name: 'Amphibious' }, { name: 'Standing Leap' }],
      actions: [{ name: 'Bite', reach: 5, actions: ['melee +4: 1d8+2 bludgeoning, 2d4 poison'] }],
    },
  },
  {
    title: 'blind2: a flattened caster with its spell list, a two-handed staff and a per-day reaction',
    layout: 'flattened',
    source: 'forum post',
    text: 'Ashmantle Cultist Medium humanoid (human), neutral evil Armor Class 12 (15 with mage armor) Hit Points 40 (9d8) Speed 30 ft. STR 9 (−1) DEX 14 (+2) CON 11 (+0) INT 17 (+3) WIS 12 (+1) CHA 11 (+0) Saving Throws Int +5, Wis +3 Skills Arcana +5, History +5 Senses passive Perception 11 Languages Common, Ignan Challenge 2 (450 XP) Spellcasting. The cultist is a 5th-level spellcaster. Its spellcasting ability is Intelligence (spell save DC 13, +5 to hit with spell attacks). The cultist has the following wizard spells prepared: Cantrips (at will): fire bolt, light, prestidigitation 1st level (4 slots): burning hands, mage armor, shield 2nd level (3 slots): scorching ray 3rd level (2 slots): fireball Actions Quarterstaff. Melee Weapon Attack: +1 to hit, reach 5 ft., one target. Hit: 3 (1d6 − 1) bludgeoning damage, or 4 (1d8 − 1) bludgeoning damage if used with two hands. Cinder Dart. Ranged Spell Attack: +5 to hit, range 60 ft., one target. Hit: 9 (2d8) fire damage. Reactions Flame Ward (1/Day). When the cultist is hit by an attack, it takes no fire damage from that attack.',
    expected: {
      name: 'Ashmantle Cultist',
      size: 'medium',
      type: 'humanoid',
      subtype: 'human',
      alignment: 'neutral_evil',
      armor_class: 12,
      hit_points: 40,
      hit_dice: '9d8',
      challenge_rating: 2,
      abilities: [9, 14, 11, 17, 12, 11],
      saving_throws: { intelligence: 5, wisdom: 3 },
      skills: { arcana: 5, history: 5 },
      speeds: { walk: 30 },
      languages: ['Common', 'Ignan'],
      special_abilities: [{ name: 'Spellcasting' }],
      actions: [
        { name: 'Quarterstaff', reach: 5, actions: ['melee +1: 1d6-1 bludgeoning'] },
        { name: 'Quarterstaff (Two handed)', reach: 5, actions: ['melee +1: 1d8-1 bludgeoning'] },
        { name: 'Cinder Dart', range: '60', actions: ['spell +5: 2d8 fire'] },
      ],
      reactions: [{ name: 'Flame Ward', limit: 1, limit_type: 'day' }],
    },
  },
];
