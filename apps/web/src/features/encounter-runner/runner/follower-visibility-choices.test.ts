import { describe, expect, it } from 'vitest';
import { choicesOf, SIDE_SETTING, visibilityOf } from './follower-visibility-choices.ts';

describe("a combatant's visibility choices", () => {
  it('read a combatant’s own visibility and give it back unchanged', () => {
    const own = { name: false, health: 'obscured' as const, deathSaves: true };
    expect(choicesOf(own)).toEqual({ name: 'hidden', health: 'obscured', deathSaves: 'shown' });
    expect(visibilityOf(choicesOf(own))).toEqual(own);
  });

  it("leave out the details that follow the campaign's setting, and are null when all do", () => {
    expect(visibilityOf({ name: SIDE_SETTING, ac: 'hidden' })).toEqual({ ac: false });
    expect(visibilityOf({ name: SIDE_SETTING, health: SIDE_SETTING })).toBeNull();
    expect(visibilityOf(choicesOf(undefined))).toBeNull();
  });
});
