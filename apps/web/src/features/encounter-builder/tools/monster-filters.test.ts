import { describe, expect, it } from 'vitest';
import { compendiumQuery, NO_FILTERS, npcMatches } from './monster-filters.ts';

describe("the monster finder's filters", () => {
  it('ask the compendium for one page, with the challenge range as two values and each list repeated', () => {
    const query = compendiumQuery(
      {
        ...NO_FILTERS,
        name: ' orc ',
        crMin: 0.5,
        crMax: null,
        types: ['humanoid', 'giant'],
        sizes: ['large'],
        environments: ['hill'],
        sort: 'challenge_rating:desc',
      },
      { skip: 20, limit: 10 },
    );
    expect(query.get('skip')).toBe('20');
    expect(query.get('limit')).toBe('10');
    expect(query.get('name')).toBe('orc');
    expect(query.getAll('challenge_rating[]')).toEqual(['0.5', '30']);
    expect(query.getAll('type[]')).toEqual(['humanoid', 'giant']);
    expect(query.getAll('size[]')).toEqual(['large']);
    expect(query.getAll('environment[]')).toEqual(['hill']);
    expect(query.get('sort')).toBe('challenge_rating:desc');
  });

  it('leave out what is not chosen, and put a reversed range the right way round', () => {
    const plain = compendiumQuery(NO_FILTERS, { skip: 0, limit: 10 });
    expect([...plain.keys()]).toEqual(['skip', 'limit', 'fields']);
    const reversed = compendiumQuery({ ...NO_FILTERS, crMin: 5, crMax: 1 }, { skip: 0, limit: 10 });
    expect(reversed.getAll('challenge_rating[]')).toEqual(['1', '5']);
  });

  it("check the user's NPCs by challenge and type (their list rows have no size)", () => {
    const boss = { challenge_rating: 1, type: 'Humanoid' };
    expect(npcMatches(boss, NO_FILTERS)).toBe(true);
    expect(npcMatches(boss, { ...NO_FILTERS, crMin: 2 })).toBe(false);
    expect(npcMatches(boss, { ...NO_FILTERS, crMax: 0.5 })).toBe(false);
    expect(npcMatches(boss, { ...NO_FILTERS, types: ['humanoid'] })).toBe(true);
    expect(npcMatches(boss, { ...NO_FILTERS, types: ['undead'] })).toBe(false);
  });
});
