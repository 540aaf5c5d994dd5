import { describe, expect, it } from 'vitest';
import { readTextStatBlock } from '../../src/text/read-text-stat-block.ts';

const REST = `Armor Class 15 (leather armor, shield)
Hit Points 7 (2d6)
Speed 30 ft.
STR 8 (-1) DEX 14 (+2) CON 10 (+0) INT 10 (+0) WIS 8 (-1) CHA 8 (-1)
Challenge 1/4 (50 XP)`;

describe('the name written on the line of the size and type', () => {
  it.each(['—', '-', ':', '|'])('keeps no "%s" between them', (separator) => {
    const reading = readTextStatBlock(`Goblin Sneak ${separator} Small humanoid (goblinoid), neutral evil\n${REST}`);
    if (!('monster' in reading)) throw new Error(reading.message);
    expect(reading.monster).toMatchObject({ name: 'Goblin Sneak', size: 'small', subtype: 'goblinoid' });
  });
});
