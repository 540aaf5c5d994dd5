import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABILITIES } from '../../src/constants/abilities.ts';
import { CHARACTER_IMPORT_RANGES, importCharacter } from '../../src/validation/character-import.ts';

const barbarian = {
  avatar: 'https://example.org/grog.webp',
  character_name: 'Grog',
  experience: 2700,
  level: 4,
  ac: 15,
  maxHp: 41,
  strength: 18,
  dexterity: 14,
  constitution: 16,
  intelligence: 8,
  wisdom: 12,
  charisma: 10,
  speed: 30,
  initiative: 2,
};

describe('character import: a character within every limit comes through unchanged', () => {
  it('a level-4 barbarian with 41 hit points and AC 15', () => {
    expect(importCharacter(barbarian)).toEqual(barbarian);
  });
});

describe('character import: avatar at most 2000 characters', () => {
  it('keeps a 2000-character avatar and drops a 2001-character one rather than cut the link', () => {
    const exactly = `https://example.org/${'a'.repeat(1980)}`;
    expect(importCharacter({ ...barbarian, avatar: exactly }).avatar).toBe(exactly);
    expect(importCharacter({ ...barbarian, avatar: `${exactly}b` }).avatar).toBe('');
  });
});

describe('character import: name at most 100 characters', () => {
  it('cuts a 120-character name to its first 100', () => {
    const name = 'A'.repeat(100) + 'B'.repeat(20);
    expect(importCharacter({ ...barbarian, character_name: name }).character_name).toBe('A'.repeat(100));
  });

  it('trims spaces around the name and turns a missing one into empty text', () => {
    expect(importCharacter({ ...barbarian, character_name: '  Grog  ' }).character_name).toBe('Grog');
    expect(importCharacter({ ...barbarian, character_name: 42 }).character_name).toBe('');
  });
});

describe('character import: number clamps', () => {
  it.each([
    ['experience', -50, 0],
    ['experience', 400000, 355000],
    ['level', 0, 1],
    ['level', 25, 20],
    ['ac', 0, 1],
    ['ac', 120, 99],
    ['maxHp', -5, 1],
    ['maxHp', 1500, 999],
    ['strength', 0, 1],
    ['charisma', 100, 99],
    ['speed', -10, 0],
    ['speed', 1200, 999],
    ['initiative', -15, -10],
    ['initiative', 150, 99],
  ])('%s %i becomes %i', (field, sent, kept) => {
    expect(importCharacter({ ...barbarian, [field]: sent })).toMatchObject({ [field]: kept });
  });

  it('reads numbers sent as text and drops their fractions: "16.9" strength is 16, "35 ft." speed is 35', () => {
    expect(importCharacter({ ...barbarian, strength: '16.9', speed: '35 ft.' })).toMatchObject({
      strength: 16,
      speed: 35,
    });
  });

  it('gives an ordinary character in place of values that are not numbers', () => {
    const nothing = importCharacter({ level: 'high', ac: null, maxHp: 'lots', wisdom: Number.NaN });
    expect(nothing).toMatchObject({
      experience: 0,
      level: 1,
      ac: 10,
      maxHp: 1,
      wisdom: 10,
      speed: 30,
      initiative: 0,
    });
  });

  it('turns anything that is not an object into a blank level-1 character', () => {
    expect(importCharacter('Grog')).toMatchObject({ character_name: '', avatar: '', level: 1, strength: 10 });
    expect(importCharacter(null).level).toBe(1);
  });

  it('always lands every field within its clamp, whatever is sent', () => {
    const ranges = {
      experience: CHARACTER_IMPORT_RANGES.experience,
      level: CHARACTER_IMPORT_RANGES.level,
      ac: CHARACTER_IMPORT_RANGES.ac,
      maxHp: CHARACTER_IMPORT_RANGES.maxHp,
      speed: CHARACTER_IMPORT_RANGES.speed,
      initiative: CHARACTER_IMPORT_RANGES.initiative,
      ...Object.fromEntries(ABILITIES.map((ability) => [ability, CHARACTER_IMPORT_RANGES.ability])),
    };
    const anyValue = fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null), fc.boolean());
    const sent = fc.record(
      {
        ...Object.fromEntries(Object.keys(ranges).map((field) => [field, anyValue])),
        avatar: fc.string({ maxLength: 2100 }),
        character_name: fc.string({ maxLength: 150 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(sent, (character) => {
        const imported = importCharacter(character);
        for (const [field, { min, max }] of Object.entries(ranges)) {
          const value = imported[field as keyof typeof imported];
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(max);
        }
        expect(Array.from(imported.avatar).length).toBeLessThanOrEqual(2000);
        expect(Array.from(imported.character_name).length).toBeLessThanOrEqual(100);
      }),
    );
  });
});
