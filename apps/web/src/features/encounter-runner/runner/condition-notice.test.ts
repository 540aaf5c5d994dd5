import { describe, expect, it } from 'vitest';
import { conditionEndedText } from './condition-notice.ts';

describe('the notice of a condition that ran out', () => {
  it('says what the combatant no longer is, exhaustion as "exhausted"', () => {
    expect(conditionEndedText('Warlock', 'exhaustion')).toBe('Warlock is no longer exhausted');
    expect(conditionEndedText('Ogre', 'prone')).toBe('Ogre is no longer prone');
  });
});
