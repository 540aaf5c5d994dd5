import { describe, expect, it } from 'vitest';
import { followPath, readFollowRoute } from './follow-route.ts';

describe('the follow page address', () => {
  it('reads a user, a campaign and the TV view', () => {
    expect(readFollowRoute('/user/u1', '')).toEqual({ userId: 'u1', tv: false });
    expect(readFollowRoute('/user/u1/c1/', '?tv')).toEqual({ userId: 'u1', campaignId: 'c1', tv: true });
    expect(readFollowRoute('/USER/u1', '?x=1&tv=')).toEqual({ userId: 'u1', tv: true });
  });

  it('refuses addresses that are not a follow page', () => {
    expect(readFollowRoute('/user', '')).toBeNull();
    expect(readFollowRoute('/user/u1/c1/more', '')).toBeNull();
    expect(readFollowRoute('/content/followed', '')).toBeNull();
  });

  it('writes the page of a user, a campaign and their TV view', () => {
    expect(followPath('u1')).toBe('/user/u1');
    expect(followPath('u1', 'c1', true)).toBe('/user/u1/c1?tv');
  });
});
