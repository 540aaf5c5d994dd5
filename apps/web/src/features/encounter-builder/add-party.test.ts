import { describe, expect, it } from 'vitest';
import { membersToAdd } from './add-party.ts';

const wolf = { id: 'wolf', player_id: 'aria' };
const hawk = { id: 'hawk', player_id: 'bram' };

describe('adding the campaign’s players to an encounter', () => {
  it('brings each chosen player with the companions that follow them', () => {
    expect(membersToAdd(['aria'], [wolf, hawk], [])).toEqual({ players: ['aria'], companions: ['wolf'] });
    expect(membersToAdd(['aria', 'bram'], [wolf, hawk], [])).toEqual({
      players: ['aria', 'bram'],
      companions: ['wolf', 'hawk'],
    });
  });

  it('skips whoever is in the encounter already, by the library id they link to', () => {
    expect(membersToAdd(['aria', 'bram'], [wolf, hawk], [{ id: 'aria' }, { id: 'hawk' }, {}])).toEqual({
      players: ['bram'],
      companions: ['wolf'],
    });
  });

  it('a companion whose player is in already still joins when that player is added again', () => {
    expect(membersToAdd(['aria'], [wolf], [{ id: 'aria' }])).toEqual({ players: [], companions: ['wolf'] });
  });
});
