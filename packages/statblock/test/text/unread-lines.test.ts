import { describe, expect, it } from 'vitest';
import { readTextStatBlock } from '../../src/text/read-text-stat-block.ts';

const WITH_JUNK = `Quill Drake
Small dragon, neutral
Armor Class 14 (natural armor)
Lorem ipsum dolor sit amet
Hit Points 22 (5d6 + 5)
Speed 30 ft., fly 60 ft.
STR DEX CON INT WIS CHA
10 (+0) 15 (+2) 12 (+1) 9 (−1) 11 (+0) 13 (+1)
Senses darkvision 60 ft., passive Perception 10
@@@ ### ???
Languages Draconic
Challenge 1 (200 XP)
see page 214 for its lair
Inky Spray. The drake sprays ink at one creature within 15 feet of it.
Actions
Copied from the Bestiary of Elsewhere, second printing
Bite. Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) piercing damage.
Page 37`;

describe('the lines the text reader could not place', () => {
  it('are exactly the junk lines, with their numbers and as they were written', () => {
    const reading = readTextStatBlock(WITH_JUNK);
    if (!('monster' in reading)) throw new Error(reading.message);
    expect(reading.unread).toEqual([
      { line: 4, text: 'Lorem ipsum dolor sit amet' },
      { line: 10, text: '@@@ ### ???' },
      { line: 13, text: 'see page 214 for its lair' },
      { line: 16, text: 'Copied from the Bestiary of Elsewhere, second printing' },
      { line: 18, text: 'Page 37' },
    ]);
    // The junk took nothing from the fields around it.
    expect(reading.monster).toMatchObject({ armor_class: 14, hit_points: 22, languages: ['Draconic'] });
    expect(reading.monster.actions?.map((action) => action.name)).toEqual(['Bite']);
  });

  it("a 2024 book's lore line, before or after the block, is page text: listed, never an entry or part of one", () => {
    const block = `Mossling
Small plant, neutral
Armor Class 12
Hit Points 10 (3d6)
Reactions
Recoil. When hit, the mossling moves 5 feet.`;
    for (const [text, line] of [
      [`${block}\nHabitat: Swamp; Treasure: Relics`, 7],
      [`${block}\nHabitat Swamp, Forest; Treasure Any`, 7],
      [`Habitat: Swamp; Treasure: Relics\n${block}`, 1],
    ] as const) {
      const reading = readTextStatBlock(text);
      if (!('monster' in reading)) throw new Error(reading.message);
      expect(reading.monster.name).toBe('Mossling');
      expect(reading.monster.reactions).toEqual([
        expect.objectContaining({ name: 'Recoil', desc: 'When hit, the mossling moves 5 feet.' }),
      ]);
      expect(reading.unread).toEqual([{ line, text: text.split('\n')[line - 1] }]);
    }
  });

  it('are none in a clean block, and keep the numbers of blank lines before them', () => {
    const reading = readTextStatBlock(
      `\n\nMite\nTiny beast, unaligned\nArmor Class 11\n\nHit Points 2 (1d4)\nnot a field`,
    );
    if (!('monster' in reading)) throw new Error(reading.message);
    expect(reading.unread).toEqual([{ line: 8, text: 'not a field' }]);
  });

  it('a text with no stat block in it gets a message, not a monster', () => {
    expect(readTextStatBlock('Dear diary, today I met a dragon.')).toEqual({
      message: expect.stringContaining('No stat block found'),
    });
  });
});
