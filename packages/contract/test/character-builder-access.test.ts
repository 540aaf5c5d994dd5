import { describe, expect, it } from 'vitest';
import { mayUseCharacterBuilder } from '../src/character-builder-access.ts';

describe('who may use the character builder (alpha)', () => {
  it('admins and users whose contribute flag names it; nobody else, and never a visitor', () => {
    expect(mayUseCharacterBuilder({ admin: true, contribute: [] })).toBe(true);
    expect(mayUseCharacterBuilder({ admin: false, contribute: ['spells', 'character-builder'] })).toBe(true);
    expect(mayUseCharacterBuilder({ admin: false, contribute: ['spells'] })).toBe(false);
    expect(mayUseCharacterBuilder(null)).toBe(false);
  });
});
