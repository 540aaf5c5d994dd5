import { randomBytes } from 'node:crypto';
import { BROADCAST_REFUSALS } from '@skald/contract/live/broadcast-routes';
import type { FollowerView } from '@skald/contract/live/follower-view';
import type { LiveServerMessage } from '@skald/contract/live/live-messages';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { NOT_BROADCASTING_NOW } from '../../src/modules/live/projection/load-follower-view.ts';
import { encountersOf, newEncounter } from '../encounters/encounter-test-helpers.ts';
import { FollowedView, goLive, LiveClient, liveGm } from './live-test-kit.ts';

/** What the GM's fight puts on a follower's screen: gone from every frame once it is deleted. */
const FIGHT_WORDS = ['Ambush at the bridge', 'Orc o1', 'Hero h1'];

type Gm = Awaited<ReturnType<typeof liveGm>>;

/** A GM with a username and a public campaign, live on a fight, and two followers (of the campaign, of the user). */
export interface LiveScene {
  gm: Gm;
  username: string;
  campaignName: string;
  encounterId: string;
  /** Followers' address (another instance's, in the two-instance tests). */
  url: string;
  ofCampaign: { client: LiveClient; seen: FollowedView };
  ofUser: { client: LiveClient; seen: FollowedView };
}

/** Sets the scene on `app` (the GM's instance) with its followers on `url`, each shown the fight. */
export async function liveScene(app: FastifyInstance, database: Database, url: string): Promise<LiveScene> {
  const gm = await liveGm(app, database);
  const username = `gm_${randomBytes(4).toString('hex')}`;
  const named = await gm.request('PUT', '/api/me/username', { username });
  expect(named.statusCode, named.body).toBe(200);
  const encounter = await newEncounter(gm, gm.campaignId);
  await goLive(gm, encounter.id);
  const follow = async (campaignId?: string) => {
    const client = await LiveClient.open(url);
    client.send({ type: 'follow', userId: gm.userId, ...(campaignId ? { campaignId } : {}) });
    const seen = new FollowedView();
    await seen.until(client, (view) => view.encounter !== undefined && view.owner === username);
    return { client, seen };
  };
  const ofCampaign = await follow(gm.campaignId);
  const ofUser = await follow();
  return {
    gm,
    username,
    campaignName: 'Curse of Strahd',
    encounterId: encounter.id,
    url,
    ofCampaign,
    ofUser,
  };
}

/** The five ways what followers watch goes away, as the GM does them. */
export const DELETIONS = {
  'the encounter is deleted': async (scene: LiveScene) =>
    scene.gm.request('DELETE', `${encountersOf(scene.gm.campaignId)}/${scene.encounterId}`),
  'the campaign is deleted': async (scene: LiveScene) =>
    scene.gm.request('DELETE', `/api/library/campaigns/${scene.gm.campaignId}`),
  'the campaign is made private': async (scene: LiveScene) => {
    const path = `/api/library/campaigns/${scene.gm.campaignId}`;
    const { id: _id, created: _created, updated: _updated, ...record } = (await scene.gm.get(path)).json();
    return scene.gm.request('PUT', path, { ...record, private: true });
  },
  'the broadcast is stopped': async (scene: LiveScene) =>
    scene.gm.request('PUT', '/api/live/broadcast', { campaignId: scene.gm.campaignId, live: false }),
  'the account is deleted': async (scene: LiveScene) =>
    scene.gm.request('DELETE', '/api/me', { username: scene.username }),
} as const;

export type Deletion = keyof typeof DELETIONS;

/** What is left to show after each deletion: the campaign's overview when it stays public, else nothing. */
const CAMPAIGN_STAYS: Record<Deletion, boolean> = {
  'the encounter is deleted': true,
  'the campaign is deleted': false,
  'the campaign is made private': false,
  'the broadcast is stopped': true,
  'the account is deleted': false,
};

/** True when `view` shows none of what `deletion` removed. */
function cleared(deletion: Deletion, view: FollowerView): boolean {
  const text = JSON.stringify(view);
  if (FIGHT_WORDS.some((word) => text.includes(word)) || view.encounter !== undefined) return false;
  if (deletion === 'the broadcast is stopped') return !view.live;
  return true;
}

/**
 * What a new follower of the user is told once the user broadcasts nothing any more: a never-live user's
 * words. One following already may hear its campaign's words first (its page says "Nothing is live right
 * now." for either).
 */
const USER_GONE = NOT_BROADCASTING_NOW;
const USER_GONE_CONNECTED = [NOT_BROADCASTING_NOW, BROADCAST_REFUSALS.notFound];

/**
 * Does `deletion`, then checks at once that a new follower of the campaign and of the user get nothing of
 * what went (no snapshot from a cache), and that the connected followers were cleared: to the overview
 * when the campaign stays public, else told it is gone in the never-live words.
 */
export async function deleteAndCheck(scene: LiveScene, deletion: Deletion): Promise<void> {
  const done = await DELETIONS[deletion](scene);
  expect(done.statusCode, done.body).toBeLessThan(300);
  const stays = CAMPAIGN_STAYS[deletion];
  const userStaysLive = deletion === 'the encounter is deleted';
  const connected = [
    { ...scene.ofCampaign, gone: stays ? null : BROADCAST_REFUSALS.notFound },
    { ...scene.ofUser, gone: userStaysLive ? null : USER_GONE },
  ];
  for (const { client, seen, gone } of connected) {
    if (gone) expect(gone === USER_GONE ? USER_GONE_CONNECTED : [gone]).toContain((await client.next('gone')).message);
    else await seen.until(client, (view) => cleared(deletion, view));
  }

  for (const campaignId of [scene.gm.campaignId, undefined]) {
    const client = await LiveClient.open(scene.url);
    client.send({ type: 'follow', userId: scene.gm.userId, ...(campaignId ? { campaignId } : {}) });
    await expectNewcomerCleared(scene, deletion, client, campaignId);
    client.close();
  }
  for (const { client } of connected) client.close();
}

/**
 * Checks what a follower that came after `deletion` (of the campaign when `campaignId` is given, else of
 * the user) is told first: the overview when the campaign stays public, else that it is gone, in the
 * words a never-live user gives; and that no frame names what went.
 */
export async function expectNewcomerCleared(
  scene: LiveScene,
  deletion: Deletion,
  client: LiveClient,
  campaignId: string | undefined,
): Promise<void> {
  const stays = campaignId ? CAMPAIGN_STAYS[deletion] : deletion === 'the encounter is deleted';
  const gone = campaignId ? BROADCAST_REFUSALS.notFound : USER_GONE;
  const first: LiveServerMessage = await client.next();
  if (!stays) expect(first).toEqual({ type: 'gone', message: gone });
  else {
    expect(first.type).toBe('snapshot');
    if (first.type === 'snapshot') expect(cleared(deletion, first.view)).toBe(true);
  }
  checkNothingLeft(scene, deletion, client.raw);
}

/** No frame names what was deleted: the fight, and with the campaign its name and the GM. */
export function checkNothingLeft(scene: LiveScene, deletion: Deletion, raw: string[]): void {
  const words = CAMPAIGN_STAYS[deletion] ? FIGHT_WORDS : [...FIGHT_WORDS, scene.campaignName, scene.username];
  for (const frame of raw) for (const word of words) expect(frame).not.toContain(word);
}
