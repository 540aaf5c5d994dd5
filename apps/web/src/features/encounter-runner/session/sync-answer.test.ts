import type { QueuedCommand } from '@skald/contract/library/encounter-sync';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { findEntity } from '@skald/rules/encounter/roster-list';
import { describe, expect, it } from 'vitest';
import { type Fight, replay } from './fight-replay.ts';
import { settleSync } from './sync-answer.ts';
import { SyncTestServer } from './sync-test-server.ts';

const fight = () =>
  createEncounter([createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 21, ac: 13, initiative: 12 })]);
const start: Fight = { encounter: fight(), log: [], ids: [] };

const hit = (n: number): QueuedCommand => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  at: 1_700_000_000_000 + n,
  automate: true,
  action: { kind: 'command', command: { type: 'damage', target: 'orc', amount: n, by: null } },
});

describe("settling the server's answer", () => {
  it('with no snapshot, confirms the fight the browser already shows', () => {
    const server = new SyncTestServer(fight());
    const sent = [hit(1), hit(2)];
    const shown = replay(start, [...sent, hit(3)]);
    const settled = settleSync({ version: 0, fight: start }, [...sent, hit(3)], shown, sent, server.sync(0, sent));
    expect(settled.confirmed.version).toBe(2);
    expect(settled.confirmed.fight.encounter).toEqual(server.fight.encounter);
    expect(settled.queue).toEqual([hit(3)]);
    expect(settled.shown).toBe(shown);
  });

  it('after a lost answer, takes the duplicates as done without saying the fight changed elsewhere', () => {
    const server = new SyncTestServer(fight());
    const sent = [hit(1), hit(2)];
    server.sync(0, sent);
    const shown = replay(start, sent);
    const settled = settleSync({ version: 0, fight: start }, sent, shown, sent, server.sync(0, sent));
    expect(settled).toMatchObject({ queue: [], refused: [], changedElsewhere: false });
    expect(settled.confirmed.version).toBe(2);
    expect(settled.shown.encounter).toEqual(shown.encounter);
  });

  it("replays the waiting gestures after another tab's, and says the fight changed elsewhere", () => {
    const server = new SyncTestServer(fight());
    server.sync(0, [hit(5)]);
    const sent = [hit(1)];
    const shown = replay(start, [...sent, hit(2)]);
    const settled = settleSync({ version: 0, fight: start }, [...sent, hit(2)], shown, sent, server.sync(0, sent));
    expect(settled.changedElsewhere).toBe(true);
    expect(findEntity(settled.shown.encounter, 'orc')?.curHp).toBe(21 - 5 - 1 - 2);
    expect(settled.shown.ids).toEqual([hit(5).id, hit(1).id, hit(2).id]);
  });
});
