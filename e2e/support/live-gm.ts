import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { createEntity } from '@skald/rules/encounter/entity';
import { createAccount, uniqueUsername } from './accounts.ts';
import { csrfHeader } from './csrf.ts';

/** The fight the follow page tests watch: what a follower may see, and what never. */
export const LIVE_FIGHT = {
  campaign: 'The Sunless Citadel',
  encounter: 'Goblin ambush',
  hero: 'Aria Vance',
  orc: 'Orc',
  /** Hidden by the GM: followers never get its name, id or hit points. */
  hidden: 'Goblin boss',
  ally: 'Town guard',
  /** A loot item's public name; its real name stays with the GM. */
  item: 'Strange dagger',
  secretItem: 'Dagger of venom',
} as const;

export interface LiveGm {
  userId: string;
  username: string;
  campaignId: string;
  encounterId: string;
  heroPlayerId: string;
  /** Applies one rules-engine command to the live encounter, as the GM's runner syncs it. */
  sync(command: EncounterCommand): Promise<void>;
  /** Any call as the GM, with the CSRF token; fails the test unless it succeeds. */
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object): Promise<unknown>;
  /** The GM's app, open in their own browser context: its host socket keeps them online. */
  page: Page;
}

/**
 * A GM in a browser context of their own, set up through the real HTTP API as the app does it: an account
 * with a username, a player (given to `controller` when named), a public campaign, an encounter with the
 * player, an orc (health obscured by the default), a hidden goblin boss between them in the order and a
 * friendly guard, started, the campaign live and the encounter broadcast; then the app open on their
 * content, online.
 */
export async function goLiveAsGm(browser: Browser, controller?: string): Promise<LiveGm> {
  const context = await browser.newContext();
  const request = context.request;
  await createAccount(request);
  const headers = await csrfHeader(request);
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object) => {
    const answer = await request.fetch(path, { method, data, headers });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return answer.status() === 204 ? undefined : answer.json();
  };
  const username = uniqueUsername('gm');
  await call('PUT', '/api/me/username', { username });
  const hero = (await call('POST', '/api/library/players', {
    character_name: LIVE_FIGHT.hero,
    level: 3,
    ac: 16,
    maxHp: 30,
  })) as { id: string };
  if (controller) await call('PUT', `/api/library/players/${hero.id}/control`, { user: controller });
  const campaign = (await call('POST', '/api/library/campaigns', {
    name: LIVE_FIGHT.campaign,
    background: 'A ruined fortress in a ravine. <b>Not bold</b>, text only.',
    private: false,
    players: { [hero.id]: {} },
  })) as { id: string };
  await call('PUT', `/api/library/players/${hero.id}`, {
    character_name: LIVE_FIGHT.hero,
    level: 3,
    ac: 16,
    maxHp: 30,
    campaign_id: campaign.id,
  });
  const encounters = `/api/library/campaigns/${campaign.id}/encounters`;
  const encounter = (await call('POST', encounters, {
    name: LIVE_FIGHT.encounter,
    entities: [
      createEntity({
        key: 'hero',
        id: hero.id,
        name: LIVE_FIGHT.hero,
        entityType: 'player',
        npc: false,
        maxHp: 30,
        ac: 16,
        initiative: 18,
      }),
      createEntity({
        key: 'boss',
        name: LIVE_FIGHT.hidden,
        entityType: 'npc',
        maxHp: 45,
        ac: 17,
        initiative: 15,
        hidden: true,
      }),
      createEntity({ key: 'orc', name: LIVE_FIGHT.orc, entityType: 'npc', maxHp: 21, ac: 13, initiative: 12 }),
      createEntity({
        key: 'guard',
        name: LIVE_FIGHT.ally,
        entityType: 'npc',
        maxHp: 11,
        ac: 16,
        initiative: 5,
        friendly: true,
      }),
    ],
    loot: {
      currency: { gp: 35, sp: 12 },
      items: [{ name: LIVE_FIGHT.secretItem, identified: false, public_name: LIVE_FIGHT.item }],
    },
    xp: { override: 300 },
  })) as { id: string; version: number };
  let version = encounter.version;
  const sync = async (command: EncounterCommand) => {
    const answer = (await call('POST', `${encounters}/${encounter.id}/commands`, {
      baseVersion: version,
      commands: [{ id: randomUUID(), at: Date.now(), automate: true, action: { kind: 'command', command } }],
    })) as { version: number; outcomes: { outcome: string; error: string | null }[] };
    expect(answer.outcomes[0], `${command.type}: ${answer.outcomes[0]?.error}`).toMatchObject({ outcome: 'applied' });
    version = answer.version;
  };
  await sync({ type: 'start' });
  const live = (await call('PUT', '/api/live/broadcast', { campaignId: campaign.id, live: true })) as {
    userId: string;
  };
  await call('PUT', '/api/live/broadcast/encounter', { encounterId: encounter.id });
  const page = await context.newPage();
  await page.goto('/content');
  return {
    page,
    userId: live.userId,
    username,
    campaignId: campaign.id,
    encounterId: encounter.id,
    heroPlayerId: hero.id,
    sync,
    call,
  };
}
