import { describe, expect, it } from 'vitest';
import { readStatBlock } from '../../src/read-stat-block.ts';

const BLOCK = [
  'Mossling',
  'Small plant, neutral',
  'Armor Class 500',
  'Hit Points 0',
  'Speed 20 ft.',
  'STR DEX CON INT WIS CHA',
  '150 (+70) 12 (+1) 10 (+0) 3 (-4) 10 (+0) 5 (-3)',
  'Challenge 1/4 (50 XP)',
].join('\n');

describe('numbers out of combat.md §5 ranges in a text stat block', () => {
  it('are clamped, and each is listed on its own line with what was used instead', () => {
    const reading = readStatBlock(BLOCK);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.monster).toMatchObject({ armor_class: 99, hit_points: 1, strength: 99, dexterity: 12 });
    expect(reading.unread).toEqual([
      { line: 3, path: 'armor_class', text: 'armor_class: 500 (using 99)' },
      { line: 4, path: 'hit_points', text: 'hit_points: 0 (using 1)' },
      { line: 6, path: 'strength', text: 'strength: 150 (using 99)' },
    ]);
  });
});
