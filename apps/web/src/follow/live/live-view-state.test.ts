import type { FollowerView } from '@skald/contract/live/follower-view';
import { describe, expect, it } from 'vitest';
import { followMessage, type HeldView, receiveFrame } from './live-view-state.ts';

const view: FollowerView = {
  owner: 'rowan',
  campaign: { id: 'c1', name: 'The Sunless Citadel', background: '', party: [] },
  live: true,
  presence: { online: true, since: '2026-11-26T14:02:00.000Z' },
  encounter: {
    name: 'Goblin ambush',
    round: 2,
    currentId: 'a',
    finished: false,
    order: ['a', 'b'],
    entities: {
      a: { id: 'a', side: 'players', name: 'Aria', active: true, health: { kind: 'exact', cur: 20, max: 30, temp: 0 } },
      b: { id: 'b', side: 'enemies', name: 'Goblin', active: true, health: { kind: 'hearts', hearts: 4 } },
    },
  },
};
const held: HeldView = { version: 'v7', view };

describe('follow frames', () => {
  it('follow the user, or one campaign, and resume from the version held', () => {
    expect(followMessage({ userId: 'u1' }, null)).toEqual({ type: 'follow', userId: 'u1' });
    expect(followMessage({ userId: 'u1', campaignId: 'c1' }, held)).toEqual({
      type: 'follow',
      userId: 'u1',
      campaignId: 'c1',
      since: 'v7',
    });
  });
});

describe('receiving frames', () => {
  it('holds a snapshot whole, whatever was held before', () => {
    expect(receiveFrame(held, false, { type: 'snapshot', version: 'v9', view })).toEqual({
      kind: 'view',
      held: { version: 'v9', view },
    });
  });

  it('applies a patch that starts from the held version, leaving the held view unchanged', () => {
    const patch = {
      encounter: { round: 3, currentId: 'b', entities: { b: { health: { hearts: 2 } } }, order: ['b'] },
    };
    const step = receiveFrame(held, false, { type: 'patch', from: 'v7', version: 'v8', patch });
    expect(step.kind).toBe('view');
    if (step.kind !== 'view') return;
    expect(step.held.version).toBe('v8');
    expect(step.held.view.encounter?.round).toBe(3);
    expect(step.held.view.encounter?.entities.b?.health).toEqual({ kind: 'hearts', hearts: 2 });
    expect(step.held.view.encounter?.order).toEqual(['b']);
    expect(held.view.encounter?.round).toBe(2);
  });

  it('removes what a patch sets to null: a combatant hidden mid-fight is gone from the view', () => {
    const step = receiveFrame(held, false, {
      type: 'patch',
      from: 'v7',
      version: 'v8',
      patch: { encounter: { entities: { b: null }, order: ['a'] } },
    });
    expect(step.kind === 'view' && Object.keys(step.held.view.encounter?.entities ?? {})).toEqual(['a']);
  });

  it('asks again for a snapshot when a patch starts elsewhere, or before any view is held', () => {
    expect(receiveFrame(held, false, { type: 'patch', from: 'v5', version: 'v6', patch: {} })).toEqual({
      kind: 'resync',
    });
    expect(receiveFrame(null, false, { type: 'patch', from: 'v5', version: 'v6', patch: {} })).toEqual({
      kind: 'resync',
    });
  });

  it('passes over patches in flight while the snapshot it asked for is on its way', () => {
    expect(receiveFrame(null, true, { type: 'patch', from: 'v5', version: 'v6', patch: {} })).toEqual({
      kind: 'ignore',
    });
  });

  it('hands on rolls and the words of gone and error frames, and ignores the GM’s own frames', () => {
    const roll = {
      title: 'Longsword',
      expression: '1d20+5',
      total: 17,
      throws: [12],
      advantage: null,
      entityName: 'Aria',
    };
    expect(receiveFrame(held, false, { type: 'roll', roll })).toEqual({ kind: 'roll', roll });
    expect(receiveFrame(held, false, { type: 'gone', message: 'No user has this id.' })).toEqual({
      kind: 'gone',
      message: 'No user has this id.',
    });
    expect(receiveFrame(held, false, { type: 'error', message: 'Bad frame.' })).toEqual({
      kind: 'error',
      message: 'Bad frame.',
    });
    expect(
      receiveFrame(held, false, {
        type: 'broadcast',
        broadcast: { live: true, campaignId: null, encounterId: null, interrupted: false },
      }),
    ).toEqual({ kind: 'ignore' });
  });
});
