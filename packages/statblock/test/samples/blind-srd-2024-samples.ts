import type { BlindSample } from './blind-sample.ts';

/** Blind samples: the 2024 layout (MOD and SAVE columns, Initiative, "CR 5 (XP 1,800; PB +3)"), invented monsters. */
export const BLIND_SRD_2024_SAMPLES: BlindSample[] = [
  {
    title: 'a D&D Beyond 2024 copy: tab-separated score rows, an attack roll without "Hit:" and a line breath',
    layout: 'srd-2024',
    source: 'D&D Beyond 2024',
    text: `Stormcrest Wyvern
Large Dragon, Unaligned
AC 16
Initiative +7 (17)
HP 150 (20d10 + 40)
Speed 20 ft., Fly 80 ft.
\tMOD\tSAVE
Str\t19\t+4\t+4
Dex\t16\t+3\t+3
Con\t15\t+2\t+6
Int\t5\t−3\t−3
Wis\t14\t+2\t+6
Cha\t7\t−2\t−2
Skills Perception +10
Immunities Lightning; Paralyzed
Senses Darkvision 120 ft.; Passive Perception 20
Languages —
CR 9 (XP 5,000; PB +4)
Traits
Storm Sense. The wyvern can't be surprised while it can see.
Actions
Multiattack. The wyvern makes one Bite attack and one Stinger attack.
Bite. Melee Attack Roll: +8, reach 10 ft. 15 (2d10 + 4) Piercing damage.
Stinger. Melee Attack Roll: +8, reach 10 ft. Hit: 11 (2d6 + 4) Piercing damage plus 14 (4d6) Poison damage.
Lightning Breath (Recharge 5–6). Dexterity Saving Throw: DC 17, each creature in a 60-foot line that is 5 feet wide. Failure: 55 (10d10) Lightning damage. Success: Half damage.`,
    expected: {
      name: 'Stormcrest Wyvern',
      size: 'large',
      type: 'dragon',
      alignment: 'unaligned',
      armor_class: 16,
      hit_points: 150,
      hit_dice: '20d10+40',
      challenge_rating: 9,
      abilities: [19, 16, 15, 5, 14, 7],
      saving_throws: { constitution: 6, wisdom: 6 },
      skills: { perception: 10 },
      skills_expertise: ['perception'],
      speeds: { walk: 20, fly: 80 },
      senses: { darkvision: 120 },
      damage_immunities: ['lightning'],
      condition_immunities: ['paralyzed'],
      special_abilities: [{ name: 'Storm Sense' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Bite', reach: 10, actions: ['melee +8: 2d10+4 piercing'] },
        { name: 'Stinger', reach: 10, actions: ['melee +8: 2d6+4 piercing, 4d6 poison'] },
        { name: 'Lightning Breath', recharge: '5-6', actions: ['save dex 17 half: 10d10 lightning'] },
      ],
    },
  },
  {
    title: 'a legendary caster: scores on one line, gear, a lair XP figure, uses a day each and legendary uses',
    layout: 'srd-2024',
    source: 'rules PDF 2024',
    text: `Veyra the Ashen Queen
Medium Humanoid (Elf, Wizard), Lawful Evil
AC 17    Initiative +10 (20)
HP 178 (27d8 + 54)
Speed 30 ft.
Str 10 +0 +0 Dex 18 +4 +9 Con 14 +2 +7 Int 22 +6 +11 Wis 15 +2 +7 Cha 16 +3 +3
Skills Arcana +16, History +11, Perception +7
Resistances Fire, Necrotic
Immunities Poison; Charmed, Poisoned
Gear Quarterstaff, Spellbook
Senses Truesight 60 ft.; Passive Perception 17
Languages Common, Elvish, Infernal, Primordial
CR 15 (XP 13,000, or 15,000 in lair; PB +5)
Traits
Legendary Resistance (3/Day, or 4/Day in Lair). If Veyra fails a saving throw, she can choose to succeed instead.
Actions
Multiattack. Veyra makes three Ash Bolt attacks.
Ash Bolt. Melee or Ranged Attack Roll: +11, reach 5 ft. or range 120 ft. Hit: 19 (3d8 + 6) Fire damage.
Spellcasting. Veyra casts one of the following spells, requiring no Material components and using Intelligence as the spellcasting ability (spell save DC 19):
At Will: Detect Magic, Mage Hand
2/Day Each: Counterspell, Fireball
1/Day Each: Cone of Cold, Teleport
Cinder Storm (1/Day). Dexterity Saving Throw: DC 19, each creature in a 20-foot-radius Sphere centered on a point Veyra can see within 120 feet. Failure: 45 (10d8) Fire damage, and the target has the Blinded condition until the end of its next turn. Success: Half damage only.
Bonus Actions
Misty Step (3/Day). Veyra teleports up to 30 feet to an unoccupied space she can see.
Reactions
Shield (3/Day). Trigger: Veyra is hit by an attack roll. Response: Veyra gains a +5 bonus to AC until the start of her next turn.
Legendary Actions
Legendary Action Uses: 3 (4 in Lair). Immediately after another creature’s turn, Veyra can expend a use to take one of the following actions. Veyra regains all expended uses at the start of each of her turns.
Blink. Veyra teleports up to 30 feet to an unoccupied space she can see.
Searing Word. Constitution Saving Throw: DC 19, one creature Veyra can see within 60 feet. Failure: 13 (3d8) Fire damage. Success: Half damage.`,
    expected: {
      name: 'Veyra the Ashen Queen',
      size: 'medium',
      type: 'humanoid',
      subtype: 'Elf, Wizard',
      alignment: 'lawful_evil',
      armor_class: 17,
      hit_points: 178,
      hit_dice: '27d8+54',
      challenge_rating: 15,
      abilities: [10, 18, 14, 22, 15, 16],
      saving_throws: { dexterity: 9, constitution: 7, intelligence: 11, wisdom: 7 },
      skills: { arcana: 16, history: 11, perception: 7 },
      skills_expertise: ['arcana'],
      speeds: { walk: 30 },
      languages: ['Common', 'Elvish', 'Infernal', 'Primordial'],
      senses: { truesight: 60 },
      damage_resistances: ['fire', 'necrotic'],
      damage_immunities: ['poison'],
      condition_immunities: ['charmed', 'poisoned'],
      special_abilities: [{ name: 'Legendary Resistance', limit: 3, limit_type: 'day' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Ash Bolt', reach: 5, range: '120', actions: ['melee +11: 3d8+6 fire'] },
        { name: 'Spellcasting' },
        { name: 'Cinder Storm', limit: 1, limit_type: 'day', actions: ['save dex 19 half: 10d8 fire'] },
        { name: 'Misty Step (Bonus Action)', limit: 3, limit_type: 'day' },
      ],
      reactions: [{ name: 'Shield', limit: 3, limit_type: 'day' }],
      legendary_actions: [
        { name: 'Blink', legendary_cost: 1 },
        { name: 'Searing Word', legendary_cost: 1, actions: ['save con 19 half: 3d8 fire'] },
      ],
      legendary_count: 3,
    },
  },
  {
    title: 'an undead pack leader: upper-case score rows, vulnerabilities and mixed immunities, a bonus action',
    layout: 'srd-2024',
    source: '5etools 2024',
    text: `Grave Hound Packlord
Medium Undead, Neutral Evil
AC 14 Initiative +2 (12)
HP 67 (9d8 + 27)
Speed 40 ft.
      MOD SAVE
STR 17 +3 +3
DEX 14 +2 +2
CON 16 +3 +3
INT 6 −2 −2
WIS 12 +1 +3
CHA 8 −1 −1
Skills Perception +5, Stealth +4
Vulnerabilities Radiant
Immunities Necrotic, Poison; Exhaustion, Frightened, Poisoned
Senses Darkvision 60 ft.; Passive Perception 15
Languages None
CR 3 (XP 700; PB +2)
Traits
Pack Tactics. The packlord has Advantage on an attack roll against a creature if at least one of the packlord’s allies is within 5 feet of the creature and the ally doesn’t have the Incapacitated condition.
Actions
Multiattack. The packlord makes two Rend attacks.
Rend. Melee Attack Roll: +5, reach 5 ft. Hit: 10 (2d6 + 3) Slashing damage plus 4 (1d8) Necrotic damage.
Grave Howl (Recharge 5–6). Wisdom Saving Throw: DC 13, each enemy in a 30-foot Emanation originating from the packlord. Failure: 10 (3d6) Psychic damage, and the target has the Frightened condition until the end of its next turn. Success: Half damage only.
Bonus Actions
Shadow Leap (2/Day). The packlord teleports up to 30 feet to an unoccupied space it can see that is in Dim Light or Darkness.`,
    expected: {
      name: 'Grave Hound Packlord',
      size: 'medium',
      type: 'undead',
      alignment: 'neutral_evil',
      armor_class: 14,
      hit_points: 67,
      hit_dice: '9d8+27',
      challenge_rating: 3,
      abilities: [17, 14, 16, 6, 12, 8],
      saving_throws: { wisdom: 3 },
      skills: { perception: 5, stealth: 4 },
      skills_expertise: ['perception'],
      speeds: { walk: 40 },
      senses: { darkvision: 60 },
      damage_vulnerabilities: ['radiant'],
      damage_immunities: ['necrotic', 'poison'],
      condition_immunities: ['exhaustion', 'frightened', 'poisoned'],
      special_abilities: [{ name: 'Pack Tactics' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Rend', reach: 5, actions: ['melee +5: 2d6+3 slashing, 1d8 necrotic'] },
        { name: 'Grave Howl', recharge: '5-6', actions: ['save wis 13 half: 3d6 psychic'] },
        { name: 'Shadow Leap (Bonus Action)', limit: 2, limit_type: 'day' },
      ],
    },
  },
  {
    title: 'a halfling bandit: any alignment, a half challenge, gear, a ranged attack roll and a bonus action',
    layout: 'srd-2024',
    source: 'D&D Beyond 2024',
    text: `Brindle Bandit
Medium Humanoid (Halfling), Any Alignment
AC 14
Initiative +3 (13)
HP 13 (3d6 + 3)
Speed 25 ft., Climb 15 ft.
MOD SAVE
Str 9 −1 −1
Dex 16 +3 +5
Con 12 +1 +1
Int 10 +0 +0
Wis 11 +0 +0
Cha 13 +1 +1
Skills Sleight of Hand +5, Stealth +7
Gear Leather Armor, Light Crossbow, Shortsword
Senses Passive Perception 10
Languages Common, Halfling
CR 1/2 (XP 100; PB +2)
Traits
Lucky Dodge (1/Day). When the bandit fails a Dexterity saving throw, it can reroll the die and must use the new roll.
Actions
Shortsword. Melee Attack Roll: +5, reach 5 ft. Hit: 6 (1d6 + 3) Piercing damage.
Light Crossbow. Ranged Attack Roll: +5, range 80/320 ft. Hit: 7 (1d8 + 3) Piercing damage.
Bonus Actions
Nimble Escape. The bandit takes the Disengage or Hide action.`,
    expected: {
      name: 'Brindle Bandit',
      size: 'medium',
      type: 'humanoid',
      subtype: 'Halfling',
      alignment: 'any_alignment',
      armor_class: 14,
      hit_points: 13,
      hit_dice: '3d6+3',
      challenge_rating: 0.5,
      abilities: [9, 16, 12, 10, 11, 13],
      saving_throws: { dexterity: 5 },
      skills: { sleight_of_hand: 5, stealth: 7 },
      skills_expertise: ['stealth'],
      speeds: { walk: 25, climb: 15 },
      languages: ['Common', 'Halfling'],
      special_abilities: [{ name: 'Lucky Dodge', limit: 1, limit_type: 'day' }],
      actions: [
        { name: 'Shortsword', reach: 5, actions: ['melee +5: 1d6+3 piercing'] },
        { name: 'Light Crossbow', range: '80/320', actions: ['ranged +5: 1d8+3 piercing'] },
        { name: 'Nimble Escape (Bonus Action)' },
      ],
    },
  },
];
