import { describe, expect, it } from 'vitest';
import { requestWords } from './RequestCard.tsx';

describe('a request in words', () => {
  it('names the amount, the damage type when there is one, or healing', () => {
    expect(requestWords({ kind: 'damage', amount: 7, damageType: 'fire' })).toBe('7 fire damage');
    expect(requestWords({ kind: 'damage', amount: 3, damageType: null })).toBe('3 damage');
    expect(requestWords({ kind: 'healing', amount: 5, damageType: null })).toBe('5 healing');
  });
});
