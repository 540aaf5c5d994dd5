import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberedName } from '../../src/maths/numbering.ts';

function addAll(name: string, count: number, existing: string[] = []): string[] {
  const names = [...existing];
  for (let added = 0; added < count; added++) names.push(numberedName(name, names));
  return names;
}

describe('duplicate numbering', () => {
  it('the first orc is plain "Orc"', () => {
    expect(numberedName('Orc', ['Barbarian', 'Warlock'])).toBe('Orc');
  });

  it('adding three orcs gives "Orc", "Orc (1)", "Orc (2)"', () => {
    expect(addAll('Orc', 3)).toEqual(['Orc', 'Orc (1)', 'Orc (2)']);
  });

  it('fills the gap a removed orc left: with "Orc" and "Orc (2)" the next is "Orc (1)"', () => {
    expect(numberedName('Orc', ['Orc', 'Orc (2)'])).toBe('Orc (1)');
  });

  it('gives the plain name back once it is free: with only "Orc (1)" the next is "Orc"', () => {
    expect(numberedName('Orc', ['Orc (1)'])).toBe('Orc');
  });

  it('copying "Orc (1)" numbers the copy among the orcs instead of making "Orc (1) (1)"', () => {
    expect(numberedName('Orc (1)', ['Orc', 'Orc (1)'])).toBe('Orc (2)');
  });

  it('treats "orc" and "Orc" as the same name, keeping the case it was given', () => {
    expect(numberedName('Orc', ['orc'])).toBe('Orc (1)');
  });

  it('leaves a name that merely contains brackets alone: "Knight (red)" is not a numbered copy', () => {
    expect(numberedName('Knight (red)', ['Knight'])).toBe('Knight (red)');
  });

  it('numbers each name separately: an ogre among orcs is still plain "Ogre"', () => {
    expect(numberedName('Ogre', ['Orc', 'Orc (1)'])).toBe('Ogre');
  });

  it('never gives a name already in the encounter', () => {
    const name = fc.constantFrom('Orc', 'orc', 'Ogre', 'Orc (1)', 'Orc (2)', 'Orc (10)', 'Goblin Boss');
    fc.assert(
      fc.property(fc.array(name, { maxLength: 30 }), name, (existing, added) => {
        const result = numberedName(added, existing);
        expect(existing.map((other) => other.toLowerCase())).not.toContain(result.toLowerCase());
      }),
    );
  });

  it('adding one after another never produces a duplicate', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Orc', 'ORC', 'Orc (1)', 'Wolf'), { maxLength: 40 }), (added) => {
        const names: string[] = [];
        for (const name of added) names.push(numberedName(name, names));
        expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
      }),
    );
  });
});
