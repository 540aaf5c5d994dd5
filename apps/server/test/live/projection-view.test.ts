import { EMPTY_PURSE } from '@skald/contract/library/coins';
import { createEncounter, type Encounter } from '@skald/rules/encounter/encounter';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import { DEFAULT_FOLLOWER_VISIBILITY, UNKNOWN_CREATURE_NAME } from '@skald/rules/encounter/follower-visibility';
import { describe, expect, it } from 'vitest';
import { followerRewards } from '../../src/modules/live/projection/follower-rewards.ts';
import { projectView, type ViewToProject } from '../../src/modules/live/projection/project-view.ts';
import { publicEntityId } from '../../src/modules/live/projection/public-id.ts';

const ENCOUNTER = '0b6f3a1e-8a7c-4c55-9c77-2a1b5e0f9d11';
const id = (key: string) => publicEntityId('secret', ENCOUNTER, key);

const fighter = (overrides: Partial<EncounterEntity> = {}) =>
  createEntity({
    key: 'fighter',
    name: 'Fighter',
    entityType: 'player',
    maxHp: 40,
    ac: 17,
    initiative: 18,
    ...overrides,
  });
const goblin = (overrides: Partial<EncounterEntity> = {}) =>
  createEntity({ key: 'goblin', name: 'Goblin', entityType: 'npc', maxHp: 8, ac: 15, initiative: 12, ...overrides });
const assassin = (overrides: Partial<EncounterEntity> = {}) =>
  createEntity({
    key: 'assassin',
    name: 'Assassin',
    entityType: 'npc',
    maxHp: 70,
    ac: 15,
    initiative: 5,
    ...overrides,
  });

function view(state: Encounter, change: Partial<ViewToProject> = {}) {
  return projectView(
    {
      campaign: {
        id: 'campaign',
        name: 'Lost Mine',
        background: 'A town in peril.',
        followerVisibility: DEFAULT_FOLLOWER_VISIBILITY,
        party: [],
      },
      owner: 'dm',
      live: true,
      presence: { online: true, since: '2026-01-01T00:00:00.000Z' },
      encounter: { id: ENCOUNTER, state },
      ...change,
    },
    'secret',
  );
}

describe('the follower view of one encounter', () => {
  it('shows players exactly and monsters as hearts without armor class, by the default sides', () => {
    const state = createEncounter([fighter({ curHp: 30, tempHp: 5 }), goblin({ curHp: 3 })]);
    const encounter = view(state).encounter;
    expect(encounter?.order).toEqual([id('fighter'), id('goblin')]);
    expect(encounter?.entities[id('fighter')]).toEqual({
      id: id('fighter'),
      side: 'players',
      name: 'Fighter',
      active: true,
      health: { kind: 'exact', cur: 30, max: 40, temp: 5 },
      status: 'fighting',
      ac: 17,
      conditions: [],
      deathSaves: { successes: 0, failures: 0 },
    });
    expect(encounter?.entities[id('goblin')]).toEqual({
      id: id('goblin'),
      side: 'enemies',
      name: 'Goblin',
      active: true,
      health: { kind: 'hearts', hearts: 2 },
      status: 'fighting',
      conditions: [],
    });
  });

  it('reads a transformed combatant’s form and a combatant’s own choices over its side', () => {
    const state = createEncounter([
      fighter({ transformed: { curHp: 20, maxHp: 34, maxHpMod: 0, ac: 13 }, followerVisibility: { name: false } }),
      goblin({ friendly: true, followerVisibility: { health: 'hidden' }, conditions: { exhaustion: { level: 2 } } }),
    ]);
    const encounter = view(state).encounter;
    expect(encounter?.entities[id('fighter')]).toMatchObject({
      name: UNKNOWN_CREATURE_NAME,
      health: { kind: 'exact', cur: 20, max: 34, temp: 0 },
      ac: 13,
    });
    const ally = encounter?.entities[id('goblin')];
    expect(ally).toMatchObject({ side: 'allies', conditions: [{ name: 'exhaustion', level: 2 }] });
    expect(ally).not.toHaveProperty('health');
    expect(ally).not.toHaveProperty('status');
  });

  it('keeps the turn on the last visible combatant while a hidden one acts, wrapping round', () => {
    const hidden = createEncounter([fighter(), goblin(), assassin({ hidden: true })]);
    expect(view({ ...hidden, round: 1, currentKey: 'assassin' }).encounter?.currentId).toBe(id('goblin'));
    const first = createEncounter([fighter({ hidden: true }), goblin(), assassin()]);
    expect(view({ ...first, round: 1, currentKey: 'fighter' }).encounter?.currentId).toBe(id('assassin'));
    expect(view({ ...first, round: 1, currentKey: 'goblin' }).encounter?.currentId).toBe(id('goblin'));
    const alone = createEncounter([fighter({ hidden: true })]);
    expect(view({ ...alone, round: 1, currentKey: 'fighter' }).encounter).not.toHaveProperty('currentId');
    expect(view(first).encounter).not.toHaveProperty('currentId');
  });

  it('shows the overview only when the campaign is not live, with the party through the players’ side', () => {
    const party = [
      { name: 'Fighter', level: 3, maxHp: 40, ac: 17, carried: { curHp: 12, maxHpMod: -4, dead: false } },
      { name: 'Wizard', carried: {} },
    ];
    const sides = {
      ...DEFAULT_FOLLOWER_VISIBILITY,
      players: { ...DEFAULT_FOLLOWER_VISIBILITY.players, health: 'obscured' as const, ac: false },
    };
    const result = view(createEncounter([fighter()]), {
      live: false,
      campaign: { id: 'campaign', name: 'Lost Mine', background: '', followerVisibility: sides, party },
    });
    expect(result).not.toHaveProperty('encounter');
    expect(result.campaign.party).toEqual([
      { name: 'Fighter', level: 3, health: { kind: 'hearts', hearts: 2 }, dead: false },
      { name: 'Wizard', dead: false },
    ]);
  });

  it('leaves the party out while an encounter is shown, so a blow does not resend the list', () => {
    const party = [{ name: 'Fighter', level: 3, maxHp: 40, ac: 17, carried: { curHp: 12 } }];
    const result = view(createEncounter([fighter()]), {
      campaign: {
        id: 'campaign',
        name: 'Lost Mine',
        background: '',
        followerVisibility: DEFAULT_FOLLOWER_VISIBILITY,
        party,
      },
    });
    expect(result.encounter?.order).toHaveLength(1);
    expect(result.campaign).not.toHaveProperty('party');
  });
});

describe('follower rewards', () => {
  it('name the players, the coins and the loot by what the party knows', () => {
    const loot = {
      currency: { pp: 0, gp: 5, sp: 0, cp: 0 },
      items: [
        { name: 'Flame Tongue', identified: false, public_name: 'Warm sword', linked_item: null },
        { name: 'Rope', identified: true, public_name: '', linked_item: null },
        { name: 'Cursed ring', identified: false, public_name: '', linked_item: null },
      ],
    };
    const names = new Map([
      ['p1', 'Fighter'],
      ['p2', 'Wizard'],
    ]);
    const coins = { pp: 0, gp: 35, sp: 12, cp: 0 };
    expect(followerRewards({ xp: { p1: 150, p2: 150 }, currency: coins }, loot, names)).toEqual({
      xpEach: 150,
      players: ['Fighter', 'Wizard'],
      currency: coins,
      items: ['Warm sword', 'Rope'],
    });
    expect(followerRewards(null, loot, names)).toBeUndefined();
    expect(followerRewards({ xp: {}, currency: EMPTY_PURSE }, loot, names)).not.toHaveProperty('xpEach');
  });
});
