import { randomUUID } from 'node:crypto';
import type { EncounterSetupInput } from '@skald/contract/library/encounter-record';
import type { QueuedCommand } from '@skald/contract/library/encounter-sync';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import { expect } from 'vitest';
import type { Browser } from '../accounts/account-test-app.ts';

/** Where a campaign's encounters live. */
export const encountersOf = (campaignId: string) => `/api/library/campaigns/${campaignId}/encounters`;

export async function newCampaign(gm: Browser, name = 'Curse of Strahd'): Promise<string> {
  const created = await gm.post('/api/library/campaigns', { name });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

export function orc(key: string, fields: Partial<EncounterEntity> = {}): EncounterEntity {
  return createEntity({
    key,
    name: `Orc ${key}`,
    entityType: 'npc',
    maxHp: 15,
    ac: 13,
    challenge_rating: 0.5,
    ...fields,
  });
}

export function hero(key: string, fields: Partial<EncounterEntity> = {}): EncounterEntity {
  return createEntity({ key, name: `Hero ${key}`, entityType: 'player', maxHp: 30, ac: 16, level: 3, ...fields });
}

/** Makes an encounter in the campaign and answers it as stored. */
export async function newEncounter(gm: Browser, campaignId: string, setup: Partial<EncounterSetupInput> = {}) {
  const created = await gm.post(encountersOf(campaignId), {
    name: 'Ambush at the bridge',
    entities: [orc('o1'), orc('o2'), hero('h1')],
    ...setup,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

/** A command as the browser queues it: a fresh id, a fixed time, automation on. */
export function queued(command: EncounterCommand | Record<string, unknown>, at = 1_700_000_000_000): QueuedCommand {
  return { id: randomUUID(), at, automate: true, action: { kind: 'command', command: command as EncounterCommand } };
}

export function queuedUndo(entry: string, at = 1_700_000_000_000): QueuedCommand {
  return { id: randomUUID(), at, automate: true, action: { kind: 'undo', entry } };
}

/** POSTs the commands on top of `baseVersion` and answers the sync's answer (checked to be a 200). */
export async function sync(gm: Browser, url: string, baseVersion: number, commands: QueuedCommand[]) {
  const response = await gm.post(`${url}/commands`, { baseVersion, commands });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
