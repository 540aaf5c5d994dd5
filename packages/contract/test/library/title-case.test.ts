import { describe, expect, it } from 'vitest';
import { titleCase } from '../../src/library/library-limits.ts';

describe('titleCase: names stored lowercase are shown as titles', () => {
  it('capitalises each word but the short joining ones', () => {
    expect(titleCase('bag of holding')).toBe('Bag of Holding');
    expect(titleCase('the sword of the ages')).toBe('The Sword of the Ages');
    expect(titleCase('adult red dragon')).toBe('Adult Red Dragon');
  });

  it('handles numbers, hyphens, apostrophes and letters beyond ASCII', () => {
    expect(titleCase('+1 longsword')).toBe('+1 Longsword');
    expect(titleCase('will-o’-wisp')).toBe('Will-O’-Wisp');
    expect(titleCase("tasha's hideous laughter")).toBe("Tasha's Hideous Laughter");
    expect(titleCase('éowyn of rohan')).toBe('Éowyn of Rohan');
  });
});
