import type { Sample } from './sample.ts';

/**
 * Stat blocks as they come off particular sites and documents (a character-sheet site's page, a rules PDF, a
 * homebrew editor, a reference site's tabbed text): invented monsters, one per layout and quirk.
 */
export const SITE_COPY_SAMPLES: Sample[] = [
  {
    title: 'a web page copy: title-case words, one score a line, labels alone, proficiency bonus, lair actions',
    layout: 'srd-text',
    text: `Chasm Shrike
Large Monstrosity, Neutral Evil
Armor Class
16 (Natural Armor)
Hit Points
95 (10d10 + 40)
Speed 20 ft., fly 80 ft.
STR
17 (+3)
DEX
16 (+3)
CON
18 (+4)
INT
5 (-3)
WIS
14 (+2)
CHA
9 (-1)
Saving Throws DEX +6, WIS +5
Skills Perception +5
Senses Darkvision 60 Ft., Passive Perception 15
Languages Understands Terran But Can't Speak
Challenge 6 (2,300 XP)
Proficiency Bonus +3
Flyby. The shrike doesn't provoke opportunity attacks when it flies out of an enemy's reach.
Actions
Multiattack. The shrike makes two attacks: one with its beak and one with its talons.
Beak. Melee Weapon Attack: +6 to hit, reach 10 ft., one target. Hit: 14 (2d10 + 3) piercing damage.
Talons. Melee Weapon Attack: +6 to hit, reach 5 ft., one target. Hit: 10 (2d6 + 3) slashing damage, and the target is grappled (escape DC 14).
Keening Dive (Recharge 5-6). The shrike dives at a point it can see. Each creature within 10 feet of that point must make a DC 14 Constitution saving throw, taking 27 (6d8) thunder damage on a failed save, or half as much damage on a successful one.
Lair Actions
On initiative count 20, the shrike takes a lair action: loose stones fall from the chasm walls.`,
    expected: {
      name: 'Chasm Shrike',
      size: 'large',
      type: 'monstrosity',
      alignment: 'neutral_evil',
      armor_class: 16,
      hit_points: 95,
      hit_dice: '10d10+40',
      challenge_rating: 6,
      abilities: [17, 16, 18, 5, 14, 9],
      saving_throws: { dexterity: 6, wisdom: 5 },
      skills: { perception: 5 },
      speeds: { walk: 20, fly: 80 },
      languages: ["Understands Terran But Can't Speak"],
      senses: { darkvision: 60 },
      special_abilities: [{ name: 'Flyby' }, { name: 'Lair Actions' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Beak', reach: 10, actions: ['melee +6: 2d10+3 piercing'] },
        { name: 'Talons', reach: 5, actions: ['melee +6: 2d6+3 slashing'] },
        { name: 'Keening Dive', recharge: '5-6', actions: ['save con 14 half: 6d8 thunder'] },
      ],
    },
  },
  {
    title:
      'a rules PDF in the 2024 layout: damage added on advantage, spells by uses, a legendary heading with its count',
    layout: 'srd-2024',
    text: `Hollowfen Witch
Medium Fey (Hag), Neutral Evil
AC 16 Initiative +3 (13)
HP 104 (16d8 + 32)
Speed 30 ft., Swim 30 ft.
MOD SAVE MOD SAVE MOD SAVE
Str 15 +2 +2 Dex 16 +3 +3 Con 14 +2 +2
Int 15 +2 +2 Wis 16 +3 +6 Cha 18 +4 +7
Skills Arcana +5, Deception +10
Senses Darkvision 60 ft.; Passive Perception 13
Languages Common, Sylvan
CR 7 (XP 2,900; PB +3)
Actions
Thorn Claw. Melee Attack Roll: +6, reach 5 ft. Hit: 10 (2d6 + 3) Slashing damage, plus 3 (1d6) Poison damage if the attack roll had Advantage.
Spellcasting. The witch casts one of the following spells, using Charisma as the spellcasting ability (spell save DC 15):
At Will: Dancing Lights, Minor Illusion
1/Day Each: Bestow Curse, Hold Person
Legendary Actions (2)
Bog Step. The witch teleports up to 30 feet to a space within water.
Mire Grip. Strength Saving Throw: DC 15, one creature standing in mud the witch can see. Failure: 9 (2d8) Bludgeoning damage.`,
    expected: {
      name: 'Hollowfen Witch',
      size: 'medium',
      type: 'fey',
      subtype: 'Hag',
      alignment: 'neutral_evil',
      armor_class: 16,
      hit_points: 104,
      hit_dice: '16d8+32',
      challenge_rating: 7,
      abilities: [15, 16, 14, 15, 16, 18],
      saving_throws: { wisdom: 6, charisma: 7 },
      skills: { arcana: 5, deception: 10 },
      skills_expertise: ['deception'],
      speeds: { walk: 30, swim: 30 },
      languages: ['Common', 'Sylvan'],
      senses: { darkvision: 60 },
      actions: [
        { name: 'Thorn Claw', reach: 5, actions: ['melee +6: 2d6+3 slashing'] },
        {
          name: 'Thorn Claw (The attack roll had Advantage)',
          reach: 5,
          actions: ['melee +6: 2d6+3 slashing, 1d6 poison'],
        },
        { name: 'Spellcasting' },
      ],
      legendary_actions: [
        { name: 'Bog Step', legendary_cost: 1 },
        { name: 'Mire Grip', legendary_cost: 1, actions: ['save str 15: 2d8 bludgeoning'] },
      ],
      legendary_count: 2,
    },
  },
  {
    title: 'a homebrew editor export with a subtitle line, bold labels with colons and a reactions heading in capitals',
    layout: 'markdown',
    text: `# Saltmarsh Ghoul
*Medium undead, chaotic evil*
___
**Armor Class:** 13
**Hit Points:** 36 (8d8)
**Speed:** 30 ft., swim 30 ft.
___
| STR | DEX | CON | INT | WIS | CHA |
|-----|-----|-----|-----|-----|-----|
| 13 (+1) | 15 (+2) | 10 (+0) | 7 (−2) | 10 (+0) | 6 (−2) |
___
**Damage Resistances:** necrotic
**Damage Immunities:** poison
**Condition Immunities:** charmed, exhaustion, poisoned
**Senses:** darkvision 60 ft., passive Perception 10
**Languages:** Common
**Challenge:** 2 (450 XP)
___
***Brine Stench.*** Any creature that starts its turn within 5 feet of the ghoul must succeed on a DC 10 Constitution saving throw or be poisoned until the start of its next turn.

## ACTIONS
***Bite.*** *Melee Weapon Attack:* +3 to hit, reach 5 ft., one creature. *Hit:* 10 (2d8 + 1) piercing damage.

***Claws.*** *Melee Weapon Attack:* +4 to hit, reach 5 ft., one target. *Hit:* 9 (2d6 + 2) slashing damage. If the target is a creature other than an undead, it must succeed on a DC 10 Constitution saving throw or be paralyzed for 1 minute.

## REACTIONS
***Salt Spray.*** When a creature hits the ghoul with a melee attack, the attacker takes 3 (1d6) acid damage.`,
    expected: {
      name: 'Saltmarsh Ghoul',
      size: 'medium',
      type: 'undead',
      alignment: 'chaotic_evil',
      armor_class: 13,
      hit_points: 36,
      hit_dice: '8d8',
      challenge_rating: 2,
      abilities: [13, 15, 10, 7, 10, 6],
      speeds: { walk: 30, swim: 30 },
      languages: ['Common'],
      senses: { darkvision: 60 },
      damage_resistances: ['necrotic'],
      damage_immunities: ['poison'],
      condition_immunities: ['charmed', 'exhaustion', 'poisoned'],
      special_abilities: [{ name: 'Brine Stench', actions: ['save con 10'] }],
      actions: [
        { name: 'Bite', reach: 5, actions: ['melee +3: 2d8+1 piercing'] },
        { name: 'Claws', reach: 5, actions: ['melee +4: 2d6+2 slashing', 'save con 10'] },
      ],
      reactions: [{ name: 'Salt Spray', actions: ['damage: 1d6 acid'] }],
    },
  },
  {
    title: 'a reference site copied with tabs between the scores and the line breaks lost inside the entries',
    layout: 'flattened',
    text: `Dune Stalker\tMedium Humanoid (Gnoll), Chaotic Evil\tArmor Class 14 (hide armor)\tHit Points 39 (6d8 + 12)\tSpeed 40 ft.\tSTR\tDEX\tCON\tINT\tWIS\tCHA\t15 (+2)\t14 (+2)\t14 (+2)\t8 (−1)\t12 (+1)\t7 (−2)\tSkills Perception +3, Survival +3\tSenses darkvision 60 ft., passive Perception 13\tLanguages Gnoll\tChallenge 2 (450 XP)\tProficiency Bonus +2
Rampage. When the stalker reduces a creature to 0 hit points with a melee attack on its turn, it can take a bonus action to move up to half its speed and make a bite attack. Actions Multiattack. The stalker makes two attacks with its glaive. Glaive. Melee Weapon Attack: +4 to hit, reach 10 ft., one target. Hit: 7 (1d10 + 2) slashing damage. Sand Spit (1/Day). The stalker spits sand at a creature within 15 feet of it. The target must succeed on a DC 12 Constitution saving throw or be blinded until the end of its next turn.`,
    expected: {
      name: 'Dune Stalker',
      size: 'medium',
      type: 'humanoid',
      subtype: 'Gnoll',
      alignment: 'chaotic_evil',
      armor_class: 14,
      hit_points: 39,
      hit_dice: '6d8+12',
      challenge_rating: 2,
      abilities: [15, 14, 14, 8, 12, 7],
      skills: { perception: 3, survival: 3 },
      speeds: { walk: 40 },
      languages: ['Gnoll'],
      senses: { darkvision: 60 },
      special_abilities: [{ name: 'Rampage' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Glaive', reach: 10, actions: ['melee +4: 1d10+2 slashing'] },
        { name: 'Sand Spit', limit: 1, limit_type: 'day', actions: ['save con 12'] },
      ],
    },
  },
  {
    title: 'a page that ran two attacks together on one line and left a lone page number',
    layout: 'srd-text',
    text: `Quarry Hound
Medium beast, unaligned
Armor Class 13
Hit Points 26 (4d8 + 8)
Speed 40 ft.
STR DEX CON INT WIS CHA
15(+2) 14(+2) 14(+2) 3(-4) 12(+1) 6(-2)
Senses passive Perception 11
Languages —
Challenge 1 (200 XP)
Actions
Bite. Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 7 (2d4 + 2) piercing damage. Rake. Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) slashing damage.
18`,
    expected: {
      name: 'Quarry Hound',
      size: 'medium',
      type: 'beast',
      alignment: 'unaligned',
      armor_class: 13,
      hit_points: 26,
      hit_dice: '4d8+8',
      challenge_rating: 1,
      abilities: [15, 14, 14, 3, 12, 6],
      speeds: { walk: 40 },
      actions: [
        { name: 'Bite', reach: 5, actions: ['melee +4: 2d4+2 piercing'] },
        { name: 'Rake', reach: 5, actions: ['melee +4: 1d6+2 slashing'] },
      ],
    },
  },
  {
    title: 'markdown with underscores for italics and HTML entities',
    layout: 'markdown',
    text: `> ## Lamp Imp
> _Tiny fiend (imp), neutral evil_
> ___
> - **Armor Class** 13
> - **Hit Points** 10 (4d4)
> - **Speed** 20 ft., fly 40 ft.
> ___
> |STR|DEX|CON|INT|WIS|CHA|
> |:---:|:---:|:---:|:---:|:---:|:---:|
> |6 (&minus;2)|16 (+3)|10 (+0)|10 (+0)|11 (+0)|13 (+1)|
> ___
> - **Damage Immunities** fire
> - **Senses** darkvision 60 ft., passive Perception 10
> - **Languages** &mdash;
> - **Challenge** 1/2 (100 XP)
> ___
> ### Actions
> **_Wick Flick._** _Ranged Spell Attack:_ +5 to hit, range 30 ft., one target. _Hit:_ 5 (2d4) fire damage.`,
    expected: {
      name: 'Lamp Imp',
      size: 'tiny',
      type: 'fiend',
      subtype: 'imp',
      alignment: 'neutral_evil',
      armor_class: 13,
      hit_points: 10,
      hit_dice: '4d4',
      challenge_rating: 0.5,
      abilities: [6, 16, 10, 10, 11, 13],
      speeds: { walk: 20, fly: 40 },
      senses: { darkvision: 60 },
      damage_immunities: ['fire'],
      actions: [{ name: 'Wick Flick', range: '30', actions: ['spell +5: 2d4 fire'] }],
    },
  },
];
