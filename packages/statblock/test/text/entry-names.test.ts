import { describe, expect, it } from 'vitest';
import { readTextStatBlock } from '../../src/text/read-text-stat-block.ts';

const TOP = `Moss Rat
Tiny beast, unaligned
Armor Class 12
Hit Points 3 (1d4 + 1)
Speed 30 ft.
STR DEX CON INT WIS CHA
3 (-4) 14 (+2) 12 (+1) 2 (-4) 10 (+0) 4 (-3)
Challenge 0 (10 XP)
`;

function entriesOf(text: string): Record<string, string[]> {
  const reading = readTextStatBlock(text);
  if (!('monster' in reading)) throw new Error(reading.message);
  expect(reading.unread).toEqual([]);
  const { special_abilities, actions, reactions } = reading.monster;
  return {
    traits: (special_abilities ?? []).map((entry) => entry.name),
    actions: (actions ?? []).map((entry) => entry.name),
    reactions: (reactions ?? []).map((entry) => entry.name),
  };
}

describe('entry names written otherwise than "Name."', () => {
  it('"Name: text", as homebrew writes traits, starts an entry after a finished sentence', () => {
    const text = `${TOP}Keen Smell: The rat has advantage on checks that rely on smell.
Pack Tactics: The rat has advantage when an ally is near.
Actions
Bite: Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 1 piercing damage.
Squeak: Each creature within 10 feet must succeed on a DC 10 Wisdom saving throw or be frightened.`;
    expect(entriesOf(text)).toEqual({
      traits: ['Keen Smell', 'Pack Tactics'],
      actions: ['Bite', 'Squeak'],
      reactions: [],
    });
  });

  it('names in other scripts and accents, and an emoji a homebrewer put in a name, start entries', () => {
    const text = `${TOP}Élan Vital. The rat regains 1 hit point at the start of its turn.
Actions
Bite 🦷. Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 1 piercing damage.
Squeak of Ürd. Each creature within 10 feet must succeed on a DC 10 Wisdom saving throw or be frightened.`;
    expect(entriesOf(text)).toEqual({
      traits: ['Élan Vital'],
      actions: ['Bite 🦷', 'Squeak of Ürd'],
      reactions: [],
    });
  });

  it('a roll part, a trigger or a spell list before a colon starts none', () => {
    const text = `${TOP}Innate Spellcasting. The rat casts spells, using Charisma.
At Will: Minor Illusion
Cantrips (at will): Light
Actions
Gnaw. Melee Attack Roll: +4, reach 5 ft.
Hit: 1 Piercing damage.
Miss: Half damage.
Shriek. Wisdom Saving Throw: DC 10, each creature within 10 feet.
Failure: The target has the Frightened condition.
Reactions
Scurry. Trigger: The rat is hit.
Response: The rat moves 10 feet.`;
    expect(entriesOf(text)).toEqual({
      traits: ['Innate Spellcasting'],
      actions: ['Gnaw', 'Shriek'],
      reactions: ['Scurry'],
    });
  });

  it('a block typed all in lowercase names its entries in lowercase', () => {
    const text = `${TOP.toLowerCase()}keen smell. the rat has advantage on checks that
rely on smell.
actions
bite. melee weapon attack: +4 to hit, reach 5 ft., one target. hit: 1 piercing damage.`;
    expect(entriesOf(text)).toEqual({ traits: ['keen smell'], actions: ['bite'], reactions: [] });
  });
});
