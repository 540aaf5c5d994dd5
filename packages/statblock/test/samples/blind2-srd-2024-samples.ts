import type { BlindSample } from './blind-sample.ts';

/**
 * The second blind round's 2024 layout: the MOD/SAVE table as D&D Beyond copies it (glued "Str20+5+5" rows,
 * tab rows, one line of "STR 14 +2 +2 DEX ..."), "Initiative +6 (16)", "Gear", lair XP and legendary uses,
 * "Trigger:/Response:" reactions; invented monsters, written before the reader was read.
 */
export const BLIND2_SRD_2024_SAMPLES: BlindSample[] = [
  {
    title: 'blind2: D&D Beyond 2024 with the MOD SAVE table glued together',
    layout: 'srd-2024',
    source: 'D&D Beyond 2024',
    text: `Ashen Drake
Large Dragon, Chaotic Evil
AC 17
Initiative +6 (16)
HP 136 (16d10 + 48)
Speed 40 ft., Climb 40 ft., Fly 80 ft.
MODSAVE
Str20+5+5
Dex14+2+5
Con17+3+3
MODSAVE
Int10+0+0
Wis12+1+4
Cha15+2+2
Skills Perception +7, Stealth +5
Immunities Fire
Senses Blindsight 30 ft., Darkvision 120 ft.; Passive Perception 17
Languages Common, Draconic
CR 7 (XP 2,900; PB +3)
Traits
Ash Cloud. When the drake takes Cold damage, it sheds choking ash; creatures within 5 feet of it have Disadvantage on attack rolls until the start of its next turn.
Actions
Multiattack. The drake makes two Rend attacks.
Rend. Melee Attack Roll: +8, reach 10 ft. Hit: 14 (2d8 + 5) Slashing damage plus 4 (1d8) Fire damage.
Cinder Breath (Recharge 5–6). Dexterity Saving Throw: DC 14, each creature in a 30-foot Cone. Failure: 45 (10d8) Fire damage. Success: Half damage.
Reactions
Tail Flick. Trigger: A creature within 10 feet of the drake hits it with a melee attack roll. Response: The drake moves up to half its Speed without provoking Opportunity Attacks.`,
    expected: {
      name: 'Ashen Drake',
      size: 'large',
      type: 'dragon',
      alignment: 'chaotic_evil',
      armor_class: 17,
      hit_points: 136,
      hit_dice: '16d10+48',
      challenge_rating: 7,
      abilities: [20, 14, 17, 10, 12, 15],
      saving_throws: { dexterity: 5, wisdom: 4 },
      skills: { perception: 7, stealth: 5 },
      skills_expertise: ['perception'],
      speeds: { walk: 40, climb: 40, fly: 80 },
      senses: { blindsight: 30, darkvision: 120 },
      languages: ['Common', 'Draconic'],
      damage_immunities: ['fire'],
      special_abilities: [{ name: 'Ash Cloud' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Rend', reach: 10, actions: ['melee +8: 2d8+5 slashing, 1d8 fire'] },
        { name: 'Cinder Breath', recharge: '5-6', actions: ['save dex 14 half: 10d8 fire'] },
      ],
      reactions: [{ name: 'Tail Flick' }],
    },
  },
  {
    title: 'blind2: 2024 abilities on one line, gear, lair XP and legendary uses in the lair',
    layout: 'srd-2024',
    source: 'D&D Beyond 2024',
    text: `Marrow Priest
Medium Undead (Cleric), Neutral Evil
AC 16
Initiative +2 (12)
HP 82 (11d8 + 33)
Speed 30 ft.
STR 14 +2 +2 DEX 14 +2 +2 CON 16 +3 +3 INT 12 +1 +1 WIS 18 +4 +7 CHA 13 +1 +4
Skills Religion +4, Insight +7
Resistances Necrotic
Immunities Poison; Exhaustion, Poisoned
Gear Bone Mace, Chain Shirt
Senses Darkvision 60 ft.; Passive Perception 14
Languages Common, Abyssal
CR 5 (XP 1,800, or 2,300 in lair; PB +3)
Traits
Legendary Resistance (2/Day, or 3/Day in Lair). If the priest fails a saving throw, it can choose to succeed instead.
Actions
Multiattack. The priest makes two Bone Mace attacks and uses Spellcasting.
Bone Mace. Melee Attack Roll: +5, reach 5 ft. Hit: 6 (1d6 + 2) Bludgeoning damage plus 9 (2d8) Necrotic damage.
Grave Lance. Ranged Attack Roll: +7, range 120 ft. Hit: 18 (4d8) Necrotic damage.
Spellcasting. The priest casts one of the following spells, using Wisdom as the spellcasting ability (spell save DC 15):
At Will: Chill Touch, Thaumaturgy
1/Day Each: Animate Dead, Bestow Curse
Legendary Actions
Legendary Action Uses: 3 (4 in Lair). Immediately after another creature’s turn, the priest can expend a use to take one of the following actions. The priest regains all expended uses at the start of each of its turns.
Toll. The priest casts Chill Touch.
Wither. Constitution Saving Throw: DC 15, one creature the priest can see within 60 feet. Failure: 10 (3d6) Necrotic damage. Success: Half damage.`,
    expected: {
      name: 'Marrow Priest',
      size: 'medium',
      type: 'undead',
      subtype: 'Cleric',
      alignment: 'neutral_evil',
      armor_class: 16,
      hit_points: 82,
      hit_dice: '11d8+33',
      challenge_rating: 5,
      abilities: [14, 14, 16, 12, 18, 13],
      saving_throws: { wisdom: 7, charisma: 4 },
      skills: { religion: 4, insight: 7 },
      speeds: { walk: 30 },
      senses: { darkvision: 60 },
      languages: ['Common', 'Abyssal'],
      damage_resistances: ['necrotic'],
      damage_immunities: ['poison'],
      condition_immunities: ['exhaustion', 'poisoned'],
      special_abilities: [{ name: 'Legendary Resistance', limit: 2, limit_type: 'day' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Bone Mace', reach: 5, actions: ['melee +5: 1d6+2 bludgeoning, 2d8 necrotic'] },
        { name: 'Grave Lance', range: '120', actions: ['ranged +7: 4d8 necrotic'] },
        { name: 'Spellcasting' },
      ],
      legendary_count: 3,
      legendary_actions: [
        { name: 'Toll', legendary_cost: 1 },
        { name: 'Wither', legendary_cost: 1, actions: ['save con 15 half: 3d6 necrotic'] },
      ],
    },
  },
  {
    title: 'blind2: 2024 MOD SAVE table as tab-separated rows with a minus sign',
    layout: 'srd-2024',
    source: '5etools 2024',
    text: `Stormglass Elemental
Huge Elemental, Neutral
AC 15
Initiative +7 (17)
HP 126 (12d12 + 48)
Speed 10 ft., Fly 90 ft. (hover)
\tMOD\tSAVE
Str\t14\t+2\t+2
Dex\t20\t+5\t+5
Con\t18\t+4\t+4
Int\t6\t−2\t−2
Wis\t10\t+0\t+0
Cha\t6\t−2\t−2
Resistances Bludgeoning, Piercing, Slashing
Immunities Lightning, Poison, Thunder; Exhaustion, Grappled, Paralyzed, Petrified, Poisoned, Prone, Restrained, Unconscious
Senses Darkvision 60 ft.; Passive Perception 10
Languages Auran
CR 5 (XP 1,800; PB +3)
Traits
Glass Shards. A creature that hits the elemental with a melee attack while within 5 feet of it takes 3 (1d6) Slashing damage.
Actions
Multiattack. The elemental makes two Slam attacks.
Slam. Melee Attack Roll: +8, reach 10 ft. Hit: 14 (2d8 + 5) Bludgeoning damage plus 7 (2d6) Lightning damage.
Lightning Line (Recharge 4–6). Dexterity Saving Throw: DC 15, each creature in a 60-foot-long, 5-foot-wide Line. Failure: 33 (6d10) Lightning damage. Success: Half damage.`,
    expected: {
      name: 'Stormglass Elemental',
      size: 'huge',
      type: 'elemental',
      alignment: 'neutral',
      armor_class: 15,
      hit_points: 126,
      hit_dice: '12d12+48',
      challenge_rating: 5,
      abilities: [14, 20, 18, 6, 10, 6],
      speeds: { walk: 10, fly: 90 },
      senses: { darkvision: 60 },
      languages: ['Auran'],
      damage_resistances: ['bludgeoning', 'piercing', 'slashing'],
      damage_immunities: ['lightning', 'poison', 'thunder'],
      condition_immunities: [
        'exhaustion',
        'grappled',
        'paralyzed',
        'petrified',
        'poisoned',
        'prone',
        'restrained',
        'unconscious',
      ],
      special_abilities: [{ name: 'Glass Shards', actions: ['damage: 1d6 slashing'] }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Slam', reach: 10, actions: ['melee +8: 2d8+5 bludgeoning, 2d6 lightning'] },
        { name: 'Lightning Line', recharge: '4-6', actions: ['save dex 15 half: 6d10 lightning'] },
      ],
    },
  },
  {
    title: 'blind2: 2024 title-case abilities on one line, melee or ranged, a per-day save, a parry trigger',
    layout: 'srd-2024',
    source: 'D&D Beyond 2024',
    text: `Thornwick Outlaw Chief
Medium Humanoid (Any Species), Any Alignment
AC 15
Initiative +5 (15)
HP 65 (10d8 + 20)
Speed 30 ft.
Str 15 +2 +4 Dex 18 +4 +6 Con 14 +2 +2 Int 12 +1 +1 Wis 11 +0 +0 Cha 16 +3 +3
Skills Athletics +4, Deception +5
Gear Daggers, Leather Armor, Scimitar
Senses Passive Perception 10
Languages Common, Thieves’ Cant
CR 3 (XP 700; PB +2)
Actions
Multiattack. The chief makes three attacks, using Scimitar or Dagger in any combination.
Scimitar. Melee Attack Roll: +6, reach 5 ft. Hit: 7 (1d6 + 4) Slashing damage.
Dagger. Melee or Ranged Attack Roll: +6, reach 5 ft. or range 20/60 ft. Hit: 6 (1d4 + 4) Piercing damage.
Dirty Trick (3/Day). Constitution Saving Throw: DC 12, one creature within 5 feet. Failure: The target has the Blinded condition until the end of its next turn.
Reactions
Parry. Trigger: The chief is hit by a melee attack roll while holding a weapon. Response: The chief adds 2 to its AC against that attack, possibly causing it to miss.`,
    expected: {
      name: 'Thornwick Outlaw Chief',
      size: 'medium',
      type: 'humanoid',
      subtype: 'Any Species',
      alignment: 'any_alignment',
      armor_class: 15,
      hit_points: 65,
      hit_dice: '10d8+20',
      challenge_rating: 3,
      abilities: [15, 18, 14, 12, 11, 16],
      saving_throws: { strength: 4, dexterity: 6 },
      skills: { athletics: 4, deception: 5 },
      speeds: { walk: 30 },
      languages: ['Common', "Thieves' Cant"],
      actions: [
        { name: 'Multiattack' },
        { name: 'Scimitar', reach: 5, actions: ['melee +6: 1d6+4 slashing'] },
        { name: 'Dagger', reach: 5, range: '20/60', actions: ['melee +6: 1d4+4 piercing'] },
        { name: 'Dirty Trick', limit: 3, limit_type: 'day', actions: ['save con 12'] },
      ],
      reactions: [{ name: 'Parry' }],
    },
  },
  {
    title: 'blind2: 2024 copy with every table cell on a line of its own',
    layout: 'srd-2024',
    source: 'D&D Beyond 2024',
    text: `Gloomcap Sovereign
Large Plant, Lawful Neutral
AC 13
Initiative −1 (9)
HP 93 (11d10 + 33)
Speed 20 ft.
STR
16
+3
+3
DEX
8
−1
−1
CON
16
+3
+5
INT
14
+2
+2
WIS
17
+3
+5
CHA
10
+0
+0
Skills Insight +5
Senses Darkvision 120 ft.; Passive Perception 13
Languages Telepathy 120 ft.
CR 4 (XP 1,100; PB +2)
Traits
Sun Sickness. While in sunlight, the sovereign has Disadvantage on ability checks, attack rolls, and saving throws.
Actions
Multiattack. The sovereign makes two Fist attacks and uses Spore Cloud if available.
Fist. Melee Attack Roll: +5, reach 5 ft. Hit: 10 (2d6 + 3) Bludgeoning damage plus 7 (2d6) Poison damage.
Spore Cloud (3/Day). Constitution Saving Throw: DC 13, each creature in a 20-foot Emanation originating from the sovereign. Failure: 10 (3d6) Poison damage, and the target has the Poisoned condition until the end of its next turn. Success: Half damage only.`,
    expected: {
      name: 'Gloomcap Sovereign',
      size: 'large',
      type: 'plant',
      alignment: 'lawful_neutral',
      armor_class: 13,
      hit_points: 93,
      hit_dice: '11d10+33',
      challenge_rating: 4,
      abilities: [16, 8, 16, 14, 17, 10],
      saving_throws: { constitution: 5, wisdom: 5 },
      skills: { insight: 5 },
      speeds: { walk: 20 },
      senses: { darkvision: 120 },
      languages: ['Telepathy 120 ft.'],
      special_abilities: [{ name: 'Sun Sickness' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Fist', reach: 5, actions: ['melee +5: 2d6+3 bludgeoning, 2d6 poison'] },
        { name: 'Spore Cloud', limit: 3, limit_type: 'day', actions: ['save con 13 half: 3d6 poison'] },
      ],
    },
  },
];
