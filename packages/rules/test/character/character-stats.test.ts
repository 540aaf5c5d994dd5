import { describe, expect, it } from 'vitest';
import {
  characterArmourClass,
  characterMaxHp,
  characterProficiencyBonus,
  deriveCharacterStats,
} from '../../src/character/character-stats.ts';

describe('proficiency bonus by level', () => {
  it.each([
    [1, 2],
    [4, 2],
    [5, 3],
    [8, 3],
    [9, 4],
    [13, 5],
    [17, 6],
    [20, 6],
  ])('level %i gives +%i', (level, bonus) => {
    expect(characterProficiencyBonus(level)).toBe(bonus);
  });
});

describe('maximum hit points', () => {
  it('at level 1 is the hit die at its largest plus the Constitution modifier', () => {
    expect(characterMaxHp(12, 1, 16)).toBe(15);
    expect(characterMaxHp(6, 1, 8)).toBe(5);
  });

  it('adds the average rounded up plus the modifier for each later level', () => {
    // Fighter d10, Con 14: 10 + 2, then 4 levels of 6 + 2.
    expect(characterMaxHp(10, 5, 14)).toBe(12 + 4 * 8);
    // Wizard d6, Con 10: 6, then 19 levels of 4.
    expect(characterMaxHp(6, 20, 10)).toBe(6 + 19 * 4);
  });

  it('gives at least 1 a level with a very low Constitution', () => {
    expect(characterMaxHp(6, 1, 1)).toBe(1);
    expect(characterMaxHp(6, 3, 1)).toBe(3);
  });
});

describe('armour class', () => {
  const leather = { base: 11, dexBonus: true, maxDexBonus: null };
  const scaleMail = { base: 14, dexBonus: true, maxDexBonus: 2 };
  const plate = { base: 18, dexBonus: false, maxDexBonus: null };

  it('is 10 + Dexterity unarmoured', () => {
    expect(characterArmourClass(16, null, false)).toBe(13);
    expect(characterArmourClass(7, null, false)).toBe(8);
  });

  it('adds Dexterity to light armour, at most 2 to medium, none to heavy', () => {
    expect(characterArmourClass(18, leather, false)).toBe(15);
    expect(characterArmourClass(18, scaleMail, false)).toBe(16);
    expect(characterArmourClass(8, scaleMail, false)).toBe(13);
    expect(characterArmourClass(18, plate, false)).toBe(18);
  });

  it('adds 2 for a shield', () => {
    expect(characterArmourClass(10, null, true)).toBe(12);
    expect(characterArmourClass(10, plate, true)).toBe(20);
  });
});

describe("a character's derived numbers", () => {
  it('come from the level, hit die, final scores, armour and speed', () => {
    const stats = deriveCharacterStats({
      level: 3,
      hitDie: 8,
      scores: { strength: 8, dexterity: 16, constitution: 14, intelligence: 12, wisdom: 10, charisma: 15 },
      armour: { base: 11, dexBonus: true, maxDexBonus: null },
      shield: false,
      speed: 25,
    });
    expect(stats).toEqual({
      maxHp: 10 + 2 * 7,
      ac: 14,
      proficiencyBonus: 2,
      initiative: 3,
      speed: 25,
      modifiers: { strength: -1, dexterity: 3, constitution: 2, intelligence: 1, wisdom: 0, charisma: 2 },
    });
  });
});
