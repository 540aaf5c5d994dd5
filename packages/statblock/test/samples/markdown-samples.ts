import type { Sample } from './sample.ts';

/** Markdown as homebrew sites write and export it: invented monsters, one flavour of markdown each. */
export const MARKDOWN_SAMPLES: Sample[] = [
  {
    title: 'Homebrewery quoted block with a bulleted header and an ability table',
    layout: 'markdown',
    text: `___
> ## Moss Troll
>*Large giant, chaotic evil*
> ___
> - **Armor Class** 15 (natural armor)
> - **Hit Points** 84 (8d10 + 40)
> - **Speed** 30 ft.
>___
>|STR|DEX|CON|INT|WIS|CHA|
>|:---:|:---:|:---:|:---:|:---:|:---:|
>|18 (+4)|13 (+1)|20 (+5)|7 (-2)|9 (-1)|7 (-2)|
>___
> - **Skills** Perception +2
> - **Senses** darkvision 60 ft., passive Perception 12
> - **Languages** Giant
> - **Challenge** 5 (1,800 XP)
> ___
> ***Regeneration.*** The troll regains 10 hit points at the start of its turn unless it took acid or fire damage since its last turn.
>
> ### Actions
> ***Multiattack.*** The troll makes three attacks: one with its bite and two with its claws.
>
> ***Bite.*** *Melee Weapon Attack:* +7 to hit, reach 5 ft., one target. *Hit:* 7 (1d6 + 4) piercing damage.
>
> ***Claw.*** *Melee Weapon Attack:* +7 to hit, reach 5 ft., one target. *Hit:* 11 (2d6 + 4) slashing damage.`,
    expected: {
      name: 'Moss Troll',
      size: 'large',
      type: 'giant',
      alignment: 'chaotic_evil',
      armor_class: 15,
      hit_points: 84,
      hit_dice: '8d10+40',
      challenge_rating: 5,
      abilities: [18, 13, 20, 7, 9, 7],
      skills: { perception: 2 },
      speeds: { walk: 30 },
      languages: ['Giant'],
      senses: { darkvision: 60 },
      special_abilities: [{ name: 'Regeneration', actions: ['heal: 10'] }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Bite', reach: 5, actions: ['melee +7: 1d6+4 piercing'] },
        { name: 'Claw', reach: 5, actions: ['melee +7: 2d6+4 slashing'] },
      ],
    },
  },
  {
    title: 'GM Binder style without bullets, saving throws and a poisoned bite with half on a save',
    layout: 'markdown',
    text: `<div class='mon-stat-block'>
___
> ## Glass Spider
> *Medium beast, unaligned*
> ___
> **Armor Class** 14 (natural armor)
> **Hit Points** 33 (6d8 + 6)
> **Speed** 30 ft., climb 30 ft.
> ___
> |STR|DEX|CON|INT|WIS|CHA|
> |:---:|:---:|:---:|:---:|:---:|:---:|
> |14 (+2)|16 (+3)|12 (+1)|2 (-4)|11 (+0)|4 (-3)|
> ___
> **Saving Throws** Dex +5
> **Skills** Stealth +7
> **Senses** blindsight 10 ft., darkvision 60 ft., passive Perception 10
> **Languages** —
> **Challenge** 2 (450 XP)
> ___
> ***Web Walker.*** The spider ignores movement restrictions caused by webbing.
> ### Actions
> ***Bite.*** *Melee Weapon Attack:* +5 to hit, reach 5 ft., one creature. *Hit:* 7 (1d8 + 3) piercing damage, and the target must make a DC 11 Constitution saving throw, taking 9 (2d8) poison damage on a failed save, or half as much damage on a successful one.
> ***Glass Web (Recharge 5–6).*** *Ranged Weapon Attack:* +5 to hit, range 30/60 ft., one creature. *Hit:* The target is restrained by webbing.
</div>`,
    expected: {
      name: 'Glass Spider',
      size: 'medium',
      type: 'beast',
      alignment: 'unaligned',
      armor_class: 14,
      hit_points: 33,
      hit_dice: '6d8+6',
      challenge_rating: 2,
      abilities: [14, 16, 12, 2, 11, 4],
      saving_throws: { dexterity: 5 },
      skills: { stealth: 7 },
      skills_expertise: ['stealth'],
      speeds: { walk: 30, climb: 30 },
      senses: { blindsight: 10, darkvision: 60 },
      special_abilities: [{ name: 'Web Walker' }],
      actions: [
        { name: 'Bite', reach: 5, actions: ['melee +5: 1d8+3 piercing', 'save con 11 half: 2d8 poison'] },
        { name: 'Glass Web', recharge: '5-6', range: '30/60', actions: ['ranged +5'] },
      ],
    },
  },
  {
    title: 'Homebrewery V3 monster frame with double colons',
    layout: 'markdown',
    text: `{{monster,frame
## Ember Knight
*Medium humanoid (human), lawful neutral*
___
**Armor Class** :: 18 (plate)
**Hit Points** :: 52 (8d8 + 16)
**Speed** :: 30 ft.
___
|STR|DEX|CON|INT|WIS|CHA|
|:---:|:---:|:---:|:---:|:---:|:---:|
|16 (+3)|11 (+0)|14 (+2)|11 (+0)|11 (+0)|15 (+2)|
___
**Saving Throws** :: Con +4, Wis +2
**Damage Resistances** :: fire
**Senses** :: passive Perception 10
**Languages** :: Common, Ignan
**Challenge** :: 3 (700 XP)
___
***Brave.*** The knight has advantage on saving throws against being frightened.
:
### Actions
***Multiattack.*** The knight makes two melee attacks.
:
***Flaming Greatsword.*** *Melee Weapon Attack:* +5 to hit, reach 5 ft., one target. *Hit:* 10 (2d6 + 3) slashing damage plus 3 (1d6) fire damage.
:
***Heavy Crossbow.*** *Ranged Weapon Attack:* +2 to hit, range 100/400 ft., one target. *Hit:* 5 (1d10) piercing damage.
### Reactions
***Parry.*** The knight adds 2 to its AC against one melee attack that would hit it.
}}`,
    expected: {
      name: 'Ember Knight',
      size: 'medium',
      type: 'humanoid',
      subtype: 'human',
      alignment: 'lawful_neutral',
      armor_class: 18,
      hit_points: 52,
      hit_dice: '8d8+16',
      challenge_rating: 3,
      abilities: [16, 11, 14, 11, 11, 15],
      saving_throws: { constitution: 4, wisdom: 2 },
      speeds: { walk: 30 },
      languages: ['Common', 'Ignan'],
      damage_resistances: ['fire'],
      special_abilities: [{ name: 'Brave' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Flaming Greatsword', reach: 5, actions: ['melee +5: 2d6+3 slashing, 1d6 fire'] },
        { name: 'Heavy Crossbow', range: '100/400', actions: ['ranged +2: 1d10 piercing'] },
      ],
      reactions: [{ name: 'Parry' }],
    },
  },
  {
    title: 'a legendary aberration with markdown headings for every section',
    layout: 'markdown',
    text: `> ## Deepmind Tyrant
> *Large aberration, lawful evil*
> ___
> - **Armor Class** 17 (natural armor)
> - **Hit Points** 150 (20d10 + 40)
> - **Speed** 10 ft., swim 40 ft.
> ___
> |STR|DEX|CON|INT|WIS|CHA|
> |:---:|:---:|:---:|:---:|:---:|:---:|
> |21 (+5)|9 (-1)|15 (+2)|18 (+4)|15 (+2)|18 (+4)|
> ___
> - **Saving Throws** Con +6, Int +8, Wis +6
> - **Skills** History +12, Perception +10
> - **Senses** darkvision 120 ft., passive Perception 20
> - **Languages** Deep Speech, telepathy 120 ft.
> - **Challenge** 10 (5,900 XP)
> ___
> ***Mucous Cloud.*** While underwater, the tyrant is surrounded by mucus. A creature that touches the tyrant must succeed on a DC 14 Constitution saving throw or be diseased for 1d4 hours.
>
> ### Actions
> ***Tentacle.*** *Melee Weapon Attack:* +9 to hit, reach 10 ft., one target. *Hit:* 12 (2d6 + 5) bludgeoning damage.
>
> ***Enslave (3/Day).*** The tyrant targets one creature it can see within 30 feet of it. The target must succeed on a DC 14 Wisdom saving throw or be magically charmed.
>
> ### Legendary Actions
> The tyrant can take 3 legendary actions, choosing from the options below. The tyrant regains spent legendary actions at the start of its turn.
>
> ***Detect.*** The tyrant makes a Wisdom (Perception) check.
>
> ***Tail Swipe.*** The tyrant makes one tail attack.
>
> ***Psychic Drain (Costs 2 Actions).*** One creature charmed by the tyrant takes 10 (3d6) psychic damage, and the tyrant regains hit points equal to the damage the creature takes.`,
    expected: {
      name: 'Deepmind Tyrant',
      size: 'large',
      type: 'aberration',
      alignment: 'lawful_evil',
      armor_class: 17,
      hit_points: 150,
      hit_dice: '20d10+40',
      challenge_rating: 10,
      abilities: [21, 9, 15, 18, 15, 18],
      saving_throws: { constitution: 6, intelligence: 8, wisdom: 6 },
      skills: { history: 12, perception: 10 },
      skills_expertise: ['history', 'perception'],
      speeds: { walk: 10, swim: 40 },
      languages: ['Deep Speech', 'telepathy 120 ft.'],
      senses: { darkvision: 120 },
      special_abilities: [{ name: 'Mucous Cloud', actions: ['save con 14'] }],
      actions: [
        { name: 'Tentacle', reach: 10, actions: ['melee +9: 2d6+5 bludgeoning'] },
        { name: 'Enslave', limit: 3, limit_type: 'day', actions: ['save wis 14'] },
      ],
      legendary_actions: [
        { name: 'Detect', legendary_cost: 1 },
        { name: 'Tail Swipe', legendary_cost: 1 },
        { name: 'Psychic Drain', legendary_cost: 2, actions: ['damage: 3d6 psychic'] },
      ],
      legendary_count: 3,
    },
  },
  {
    title: 'odd spacing, tabs and a table without row bars at the ends',
    layout: 'markdown',
    text: `>  ##   Rust   Beetle
>   *Small   beast,   unaligned*
>___
>-   **Armor Class**   14   (natural armor)
>-   **Hit Points**   22   (4d6   +   8)
>-   **Speed**   30 ft.,   burrow 10 ft.
>___
>STR | DEX | CON | INT | WIS | CHA
>:---: | :---: | :---: | :---: | :---: | :---:
>10 (+0) | 12 (+1) | 14 (+2) | 2 (-4) | 10 (+0) | 4 (-3)
>___
>-   **Damage Immunities**   acid
>-   **Senses**   tremorsense 30 ft.,  passive Perception 10
>-   **Languages**   —
>-   **Challenge**   1/4   (50 XP)
>___
>###   Actions
>***Corroding Mandibles.***   *Melee Weapon Attack:*   +3 to hit,   reach 5 ft.,   one target.   *Hit:*   4 (1d6   +   1) acid damage.`,
    expected: {
      name: 'Rust Beetle',
      size: 'small',
      type: 'beast',
      alignment: 'unaligned',
      armor_class: 14,
      hit_points: 22,
      hit_dice: '4d6+8',
      challenge_rating: 0.25,
      abilities: [10, 12, 14, 2, 10, 4],
      speeds: { walk: 30, burrow: 10 },
      senses: { tremorsense: 30 },
      damage_immunities: ['acid'],
      actions: [{ name: 'Corroding Mandibles', reach: 5, actions: ['melee +3: 1d6+1 acid'] }],
    },
  },
  {
    title: 'missing fields: no speed, no senses, no languages, no challenge, no actions heading',
    layout: 'markdown',
    text: `> ## Lantern Wisp
> *Tiny fey, chaotic neutral*
> ___
> - **Armor Class** 15
> - **Hit Points** 7 (3d4)
> ___
> |STR|DEX|CON|INT|WIS|CHA|
> |:---:|:---:|:---:|:---:|:---:|:---:|
> |1 (-5)|20 (+5)|10 (+0)|9 (-1)|12 (+1)|14 (+2)|
> ___
> ***Glow.*** The wisp sheds dim light in a 10-foot radius.
>
> ***Flicker Touch.*** *Melee Spell Attack:* +7 to hit, reach 5 ft., one creature. *Hit:* 5 (2d4) radiant damage.`,
    expected: {
      name: 'Lantern Wisp',
      size: 'tiny',
      type: 'fey',
      alignment: 'chaotic_neutral',
      armor_class: 15,
      hit_points: 7,
      hit_dice: '3d4',
      challenge_rating: 1,
      abilities: [1, 20, 10, 9, 12, 14],
      special_abilities: [{ name: 'Glow' }, { name: 'Flicker Touch', reach: 5, actions: ['spell +7: 2d4 radiant'] }],
    },
  },
  {
    title: 'a 2024 stat block exported as markdown',
    layout: 'markdown',
    text: `## Cavern Stalker
*Large Monstrosity, Unaligned*

**AC** 14 **Initiative** +3 (13)
**HP** 60 (8d10 + 16)
**Speed** 40 ft., Climb 40 ft.

| | | MOD | SAVE | | | MOD | SAVE | | | MOD | SAVE |
|---|---|---|---|---|---|---|---|---|---|---|---|
| Str | 17 | +3 | +3 | Dex | 16 | +3 | +5 | Con | 15 | +2 | +2 |
| Int | 4 | −3 | −3 | Wis | 13 | +1 | +1 | Cha | 6 | −2 | −2 |

**Skills** Stealth +7
**Senses** Darkvision 60 ft.; Passive Perception 11
**Languages** None
**CR** 3 (XP 700; PB +2)

### Traits
***Spider Climb.*** The stalker can climb difficult surfaces.

### Actions
***Multiattack.*** The stalker makes two Rend attacks.

***Rend.*** *Melee Attack Roll:* +5, reach 10 ft. *Hit:* 12 (2d8 + 3) Slashing damage.

***Shriek (Recharge 6).*** *Constitution Saving Throw:* DC 12, each creature in a 30-foot Emanation originating from the stalker. *Failure:* 10 (3d6) Thunder damage. *Success:* Half damage.`,
    expected: {
      name: 'Cavern Stalker',
      size: 'large',
      type: 'monstrosity',
      alignment: 'unaligned',
      armor_class: 14,
      hit_points: 60,
      hit_dice: '8d10+16',
      challenge_rating: 3,
      abilities: [17, 16, 15, 4, 13, 6],
      saving_throws: { dexterity: 5 },
      skills: { stealth: 7 },
      skills_expertise: ['stealth'],
      speeds: { walk: 40, climb: 40 },
      senses: { darkvision: 60 },
      special_abilities: [{ name: 'Spider Climb' }],
      actions: [
        { name: 'Multiattack' },
        { name: 'Rend', reach: 10, actions: ['melee +5: 2d8+3 slashing'] },
        { name: 'Shriek', recharge: '6', actions: ['save con 12 half: 3d6 thunder'] },
      ],
    },
  },
];
