import type { Sample } from './sample.ts';

/** The 2024 layout (AC and Initiative, MOD and SAVE columns, "CR 5 (XP 1,800; PB +3)"): invented monsters. */
export const SRD_2024_SAMPLES: Sample[] = [
  {
    title: 'the score table in three columns, mixed immunities, a bonus action and legendary uses',
    layout: 'srd-2024',
    text: `Mire Warden
Large Plant (Fungal), Neutral Evil
AC 15  Initiative +1 (11)
HP 85 (10d10 + 30)
Speed 30 ft., Swim 20 ft.
        MOD SAVE         MOD SAVE         MOD SAVE
Str 18 +4 +4     Dex 12 +1 +1     Con 16 +3 +6
Int 6 −2 −2      Wis 14 +2 +5     Cha 8 −1 −1
Skills Perception +5, Stealth +4
Resistances Cold, Fire
Immunities Poison; Blinded, Poisoned
Senses Blindsight 60 ft.; Passive Perception 15
Languages None
CR 5 (XP 1,800; PB +3)
Traits
Spore Cloud. The warden is surrounded by spores.
Actions
Multiattack. The warden makes two Slam attacks.
Slam. Melee Attack Roll: +7, reach 10 ft. Hit: 13 (2d8 + 4) Bludgeoning damage plus 7 (2d6) Poison damage.
Spore Burst (Recharge 5–6). Constitution Saving Throw: DC 14, each creature in a 20-foot Emanation originating from the warden. Failure: 21 (6d6) Poison damage. Success: Half damage.
Bonus Actions
Root Grip (2/Day). Strength Saving Throw: DC 15, one creature the warden can see within 10 feet. Failure: The target has the Restrained condition.
Legendary Actions
Legendary Action Uses: 3 (4 in Lair). Immediately after another creature’s turn, the warden can expend a use to take one of the following actions.
Lash. The warden makes one Slam attack.
Regrow. The warden regains 10 (3d6) Hit Points.`,
    expected: {
      name: 'Mire Warden',
      size: 'large',
      type: 'plant',
      subtype: 'Fungal',
      alignment: 'neutral_evil',
      armor_class: 15,
      hit_points: 85,
      hit_dice: '10d10+30',
      challenge_rating: 5,
      abilities: [18, 12, 16, 6, 14, 8],
      saving_throws: { constitution: 6, wisdom: 5 },
      skills: { perception: 5, stealth: 4 },
      speeds: { walk: 30, swim: 20 },
      senses: { blindsight: 60 },
      damage_resistances: ['cold', 'fire'],
      damage_immunities: ['poison'],
      condition_immunities: ['blinded', 'poisoned'],
      special_abilities: [{ name: 'Spore Cloud' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Slam', reach: 10, actions: ['melee +7: 2d8+4 bludgeoning, 2d6 poison'] },
        { name: 'Spore Burst', recharge: '5-6', actions: ['save con 14 half: 6d6 poison'] },
        { name: 'Root Grip (Bonus Action)', limit: 2, limit_type: 'day', actions: ['save str 15'] },
      ],
      legendary_actions: [
        { name: 'Lash', legendary_cost: 1 },
        { name: 'Regrow', legendary_cost: 1, actions: ['heal: 3d6'] },
      ],
      legendary_count: 3,
    },
  },
  {
    title: 'a caster whose spells are listed by uses a day, one score a line as a page copy gives',
    layout: 'srd-2024',
    text: `Ashen Oracle
Medium Humanoid (Dwarf), Lawful Neutral
AC 13
Initiative +1 (11)
HP 66 (12d8 + 12)
Speed 25 ft.
MOD SAVE
Str
10
+0
+0
Dex
12
+1
+1
Con
13
+1
+1
Int
14
+2
+5
Wis
18
+4
+7
Cha
11
+0
+0
Skills Insight +7, Religion +5
Senses Darkvision 60 ft.; Passive Perception 14
Languages Common, Dwarvish
CR 4 (XP 1,100; PB +2)
Actions
Ash Lash. Melee or Ranged Attack Roll: +6, reach 5 ft. or range 60 ft. Hit: 13 (2d8 + 4) Fire damage.
Spellcasting. The oracle casts one of the following spells, using Wisdom as the spellcasting ability (spell save DC 15):
At Will: Light, Thaumaturgy
2/Day Each: Bless, Cure Wounds
1/Day: Flame Strike
Reactions
Cinder Ward (3/Day). Trigger: The oracle is hit by an attack roll. Response: The oracle adds 3 to its AC against that attack.`,
    expected: {
      name: 'Ashen Oracle',
      size: 'medium',
      type: 'humanoid',
      subtype: 'Dwarf',
      alignment: 'lawful_neutral',
      armor_class: 13,
      hit_points: 66,
      hit_dice: '12d8+12',
      challenge_rating: 4,
      abilities: [10, 12, 13, 14, 18, 11],
      saving_throws: { intelligence: 5, wisdom: 7 },
      skills: { insight: 7, religion: 5 },
      skills_expertise: ['insight', 'religion'],
      speeds: { walk: 25 },
      languages: ['Common', 'Dwarvish'],
      senses: { darkvision: 60 },
      actions: [
        { name: 'Ash Lash', reach: 5, range: '60', actions: ['melee +6: 2d8+4 fire'] },
        { name: 'Spellcasting' },
      ],
      reactions: [{ name: 'Cinder Ward', limit: 3, limit_type: 'day' }],
    },
  },
  {
    title: 'a quarter-challenge skirmisher with gear and a ranged attack roll',
    layout: 'srd-2024',
    text: `Reed Scout
Small Humanoid (Goblinoid), Chaotic Neutral
AC 15 Initiative +4 (14)
HP 10 (3d6)
Speed 30 ft.
MOD SAVE MOD SAVE MOD SAVE
Str 8 −1 −1 Dex 15 +2 +2 Con 10 +0 +0
Int 10 +0 +0 Wis 8 −1 −1 Cha 8 −1 −1
Skills Stealth +6
Gear Leather Armor, Shortbow, Scimitar
Senses Darkvision 60 ft.; Passive Perception 9
Languages Common, Goblin
CR 1/4 (XP 50; PB +2)
Actions
Scimitar. Melee Attack Roll: +4, reach 5 ft. Hit: 5 (1d6 + 2) Slashing damage.
Shortbow. Ranged Attack Roll: +4, range 80/320 ft. Hit: 5 (1d6 + 2) Piercing damage.
Bonus Actions
Nimble Escape. The scout takes the Disengage or Hide action.`,
    expected: {
      name: 'Reed Scout',
      size: 'small',
      type: 'humanoid',
      subtype: 'Goblinoid',
      alignment: 'chaotic_neutral',
      armor_class: 15,
      hit_points: 10,
      hit_dice: '3d6',
      challenge_rating: 0.25,
      abilities: [8, 15, 10, 10, 8, 8],
      skills: { stealth: 6 },
      skills_expertise: ['stealth'],
      speeds: { walk: 30 },
      languages: ['Common', 'Goblin'],
      senses: { darkvision: 60 },
      actions: [
        { name: 'Scimitar', reach: 5, actions: ['melee +4: 1d6+2 slashing'] },
        { name: 'Shortbow', range: '80/320', actions: ['ranged +4: 1d6+2 piercing'] },
        { name: 'Nimble Escape (Bonus Action)' },
      ],
    },
  },
  {
    title: 'a legendary dragon with legendary resistance in lair and vulnerabilities',
    layout: 'srd-2024',
    text: `Frost-Spire Drake
Huge Dragon (Chromatic), Lawful Evil
AC 19 Initiative +10 (20)
HP 243 (18d12 + 126)
Speed 40 ft., Burrow 30 ft., Fly 80 ft.
MOD SAVE MOD SAVE MOD SAVE
Str 26 +8 +8 Dex 10 +0 +6 Con 25 +7 +7
Int 16 +3 +3 Wis 13 +1 +7 Cha 20 +5 +5
Skills Perception +13, Stealth +6
Vulnerabilities Fire
Immunities Cold
Senses Blindsight 60 ft., Darkvision 120 ft.; Passive Perception 23
Languages Common, Draconic
CR 17 (XP 18,000, or 20,000 in lair; PB +6)
Traits
Ice Walk. The drake can move across icy surfaces without an ability check.
Legendary Resistance (3/Day, or 4/Day in Lair). If the drake fails a saving throw, it can choose to succeed instead.
Actions
Multiattack. The drake makes three Rend attacks.
Rend. Melee Attack Roll: +14, reach 10 ft. Hit: 17 (2d8 + 8) Slashing damage plus 4 (1d8) Cold damage.
Cold Breath (Recharge 5–6). Constitution Saving Throw: DC 22, each creature in a 90-foot Cone. Failure: 54 (12d8) Cold damage. Success: Half damage.
Legendary Actions
Legendary Action Uses: 3 (4 in Lair). Immediately after another creature’s turn, the drake can expend a use to take one of the following actions. The drake regains all expended uses at the start of each of its turns.
Frozen Gaze. Wisdom Saving Throw: DC 18, one creature the drake can see within 120 feet. Failure: 10 (3d6) Psychic damage, and the target has the Frightened condition until the end of its next turn.
Pounce. The drake moves up to half its Speed, and it makes one Rend attack.`,
    expected: {
      name: 'Frost-Spire Drake',
      size: 'huge',
      type: 'dragon',
      subtype: 'Chromatic',
      alignment: 'lawful_evil',
      armor_class: 19,
      hit_points: 243,
      hit_dice: '18d12+126',
      challenge_rating: 17,
      abilities: [26, 10, 25, 16, 13, 20],
      saving_throws: { dexterity: 6, wisdom: 7 },
      skills: { perception: 13, stealth: 6 },
      skills_expertise: ['perception'],
      speeds: { walk: 40, burrow: 30, fly: 80 },
      languages: ['Common', 'Draconic'],
      senses: { blindsight: 60, darkvision: 120 },
      damage_vulnerabilities: ['fire'],
      damage_immunities: ['cold'],
      special_abilities: [{ name: 'Ice Walk' }, { name: 'Legendary Resistance', limit: 3, limit_type: 'day' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Rend', reach: 10, actions: ['melee +14: 2d8+8 slashing, 1d8 cold'] },
        { name: 'Cold Breath', recharge: '5-6', actions: ['save con 22 half: 12d8 cold'] },
      ],
      legendary_actions: [
        { name: 'Frozen Gaze', legendary_cost: 1, actions: ['save wis 18: 3d6 psychic'] },
        { name: 'Pounce', legendary_cost: 1 },
      ],
      legendary_count: 3,
    },
  },
  {
    title: 'a construct with no skills, no senses line and a plain-damage trait',
    layout: 'srd-2024',
    text: `Clockwork Sentry
Medium Construct, Unaligned
AC 17
Initiative +0 (10)
HP 45 (6d8 + 18)
Speed 25 ft.
MOD SAVE MOD SAVE MOD SAVE
Str 17 +3 +5 Dex 10 +0 +0 Con 16 +3 +5
Int 3 −4 −4 Wis 10 +0 +0 Cha 1 −5 −5
Immunities Poison, Psychic; Charmed, Exhaustion, Frightened, Paralyzed, Poisoned
Languages Understands Common but can’t speak
CR 3 (XP 700; PB +2)
Traits
Overheat. When the sentry is reduced to 0 Hit Points, each creature within 5 feet of it takes 7 (2d6) Fire damage.
Actions
Piston Fist. Melee Attack Roll: +5, reach 5 ft. Hit: 12 (2d8 + 3) Bludgeoning damage. If the target is Medium or smaller, it has the Prone condition.`,
    expected: {
      name: 'Clockwork Sentry',
      size: 'medium',
      type: 'construct',
      alignment: 'unaligned',
      armor_class: 17,
      hit_points: 45,
      hit_dice: '6d8+18',
      challenge_rating: 3,
      abilities: [17, 10, 16, 3, 10, 1],
      saving_throws: { strength: 5, constitution: 5 },
      speeds: { walk: 25 },
      languages: ["Understands Common but can't speak"],
      damage_immunities: ['poison', 'psychic'],
      condition_immunities: ['charmed', 'exhaustion', 'frightened', 'paralyzed', 'poisoned'],
      special_abilities: [{ name: 'Overheat', actions: ['damage: 2d6 fire'] }],
      actions: [{ name: 'Piston Fist', reach: 5, actions: ['melee +5: 2d8+3 bludgeoning'] }],
    },
  },
  {
    title: 'a swarm in 2024 words, with a save whose success leaves nothing',
    layout: 'srd-2024',
    text: `Swarm of Glimmer Eels
Large Swarm of Tiny Beasts, Unaligned
AC 13 Initiative +3 (13)
HP 49 (9d10)
Speed 5 ft., Swim 40 ft.
MOD SAVE MOD SAVE MOD SAVE
Str 8 −1 −1 Dex 16 +3 +3 Con 10 +0 +0
Int 1 −5 −5 Wis 10 +0 +0 Cha 3 −4 −4
Resistances Bludgeoning, Lightning, Piercing, Slashing
Immunities Charmed, Frightened, Grappled, Paralyzed, Petrified, Prone, Restrained, Stunned
Senses Blindsight 30 ft.; Passive Perception 10
Languages None
CR 2 (XP 450; PB +2)
Traits
Swarm. The swarm can occupy another creature’s space and vice versa. The swarm can’t regain Hit Points.
Water Breathing. The swarm can breathe only underwater.
Actions
Shocking Bites. Melee Attack Roll: +5, reach 0 ft. Hit: 10 (3d6) Piercing damage.
Discharge (Recharge 6). Dexterity Saving Throw: DC 13, each creature in the swarm’s space. Failure: 14 (4d6) Lightning damage.`,
    expected: {
      name: 'Swarm of Glimmer Eels',
      size: 'large',
      type: 'swarm',
      subtype: 'Tiny Beasts',
      alignment: 'unaligned',
      armor_class: 13,
      hit_points: 49,
      hit_dice: '9d10',
      challenge_rating: 2,
      abilities: [8, 16, 10, 1, 10, 3],
      speeds: { walk: 5, swim: 40 },
      senses: { blindsight: 30 },
      damage_resistances: ['bludgeoning', 'lightning', 'piercing', 'slashing'],
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
      special_abilities: [{ name: 'Swarm' }, { name: 'Water Breathing' }],
      actions: [
        { name: 'Shocking Bites', reach: 0, actions: ['melee +5: 3d6 piercing'] },
        { name: 'Discharge', recharge: '6', actions: ['save dex 13: 4d6 lightning'] },
      ],
    },
  },
  {
    title: 'a fiend with a Miss clause, a recharge after a long rest and a once-a-turn trait',
    layout: 'srd-2024',
    text: `Brimstone Duelist
Medium Fiend (Devil), Lawful Evil
AC 16 Initiative +6 (16)
HP 97 (13d8 + 39)
Speed 30 ft., Fly 40 ft.
MOD SAVE MOD SAVE MOD SAVE
Str 14 +2 +2 Dex 18 +4 +7 Con 16 +3 +3
Int 13 +1 +1 Wis 12 +1 +4 Cha 17 +3 +6
Skills Acrobatics +7, Deception +6
Resistances Cold
Immunities Fire, Poison; Poisoned
Senses Darkvision 120 ft.; Passive Perception 11
Languages Infernal, Telepathy 120 ft.
CR 6 (XP 2,300; PB +3)
Traits
Hellish Riposte (1/Turn). When the duelist hits a creature it has already hit this turn, the target takes an extra 7 (2d6) Fire damage.
Actions
Rapier. Melee Attack Roll: +7, reach 5 ft. Hit: 13 (2d8 + 4) Piercing damage. Miss: 4 Piercing damage.
Brimstone Step (Recharge after a Long Rest). The duelist teleports up to 60 feet to an unoccupied space it can see.`,
    expected: {
      name: 'Brimstone Duelist',
      size: 'medium',
      type: 'fiend',
      subtype: 'Devil',
      alignment: 'lawful_evil',
      armor_class: 16,
      hit_points: 97,
      hit_dice: '13d8+39',
      challenge_rating: 6,
      abilities: [14, 18, 16, 13, 12, 17],
      saving_throws: { dexterity: 7, wisdom: 4, charisma: 6 },
      skills: { acrobatics: 7, deception: 6 },
      speeds: { walk: 30, fly: 40 },
      languages: ['Infernal', 'Telepathy 120 ft.'],
      senses: { darkvision: 120 },
      damage_resistances: ['cold'],
      damage_immunities: ['fire', 'poison'],
      condition_immunities: ['poisoned'],
      special_abilities: [{ name: 'Hellish Riposte', limit: 1, limit_type: 'turn', actions: ['damage: 2d6 fire'] }],
      actions: [
        { name: 'Rapier', reach: 5, actions: ['melee +7: 2d8+4 piercing'] },
        { name: 'Brimstone Step', recharge: 'rest' },
      ],
    },
  },
];
