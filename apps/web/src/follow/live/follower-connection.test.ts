import type { FollowerView } from '@skald/contract/live/follower-view';
import { describe, expect, it } from 'vitest';
import { RECONNECT_CAP_MS, type SocketLike } from '../../lib/live/reconnecting-socket.ts';
import { type ConnectionStatus, connectFollower } from './follower-connection.ts';
import type { HeldView } from './live-view-state.ts';

/** A socket the test drives: it opens, receives frames and drops when told. */
class TestSocket implements SocketLike {
  readyState = 0;
  frames: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.frames.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  up() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serve(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const view = (round: number): FollowerView => ({
  campaign: { id: 'c1', name: 'Citadel', background: '', party: [] },
  live: true,
  presence: { online: true, since: '2026-11-26T14:02:00.000Z' },
  encounter: { name: 'Ambush', round, finished: false, order: [], entities: {} },
});

function follow() {
  const sockets: TestSocket[] = [];
  const waits: { run: () => void; ms: number }[] = [];
  const views: HeldView[] = [];
  const statuses: ConnectionStatus[] = [];
  const gone: string[] = [];
  const problems: string[] = [];
  const connection = connectFollower(
    { userId: 'u1', campaignId: 'c1' },
    {
      onView: (held) => views.push(held),
      onRoll: () => undefined,
      onGone: (message) => gone.push(message),
      onProblem: (message) => problems.push(message),
      onStatus: (status) => statuses.push(status),
    },
    {
      url: 'ws://skald.test/api/live',
      createSocket: () => {
        const socket = new TestSocket();
        sockets.push(socket);
        return socket;
      },
      setTimer: (run, ms) => {
        const wait = { run, ms };
        waits.push(wait);
        return wait;
      },
      clearTimer: (timer) => waits.splice(waits.indexOf(timer as { run: () => void; ms: number }), 1),
    },
  );
  const last = () => sockets.at(-1) as TestSocket;
  const runWait = () => (waits.shift() as { run: () => void }).run();
  return { connection, sockets, waits, views, statuses, gone, problems, last, runWait };
}

describe('a follower connection', () => {
  it('follows on open, shows the snapshot, then applies patches from its version', () => {
    const live = follow();
    live.last().up();
    expect(live.last().frames).toEqual([{ type: 'follow', userId: 'u1', campaignId: 'c1' }]);
    live.last().serve({ type: 'snapshot', version: 'v1', view: view(1) });
    live.last().serve({ type: 'patch', from: 'v1', version: 'v2', patch: { encounter: { round: 2 } } });
    expect(live.views.map((held) => [held.version, held.view.encounter?.round])).toEqual([
      ['v1', 1],
      ['v2', 2],
    ]);
    expect(live.statuses).toEqual(['connecting', 'live']);
  });

  it('asks for a snapshot on the same socket when a patch skips a version, and passes over the stale ones', () => {
    const live = follow();
    live.last().up();
    live.last().serve({ type: 'snapshot', version: 'v1', view: view(1) });
    live.last().serve({ type: 'patch', from: 'v2', version: 'v3', patch: { encounter: { round: 3 } } });
    expect(live.last().frames.at(-1)).toEqual({ type: 'follow', userId: 'u1', campaignId: 'c1' });
    live.last().serve({ type: 'patch', from: 'v3', version: 'v4', patch: { encounter: { round: 4 } } });
    expect(live.views).toHaveLength(1);
    live.last().serve({ type: 'snapshot', version: 'v4', view: view(4) });
    expect(live.views.at(-1)?.view.encounter?.round).toBe(4);
    expect(live.last().frames).toHaveLength(2);
  });

  it('reconnects after a drop with a growing, capped wait, and resumes from the version it holds', () => {
    const live = follow();
    live.last().up();
    live.last().serve({ type: 'snapshot', version: 'v5', view: view(5) });
    live.last().close();
    expect(live.statuses.at(-1)).toBe('reconnecting');
    const waits: number[] = [];
    for (let drop = 0; drop < 8; drop++) {
      waits.push(live.waits[0]?.ms ?? -1);
      live.runWait();
      live.last().close();
    }
    expect(waits.slice(0, 3)).toEqual([500, 1000, 2000]);
    expect(Math.max(...waits)).toBe(RECONNECT_CAP_MS);
    live.runWait();
    live.last().up();
    expect(live.last().frames).toEqual([{ type: 'follow', userId: 'u1', campaignId: 'c1', since: 'v5' }]);
    live.last().serve({ type: 'patch', from: 'v5', version: 'v6', patch: { encounter: { round: 6 } } });
    expect(live.views.at(-1)?.view.encounter?.round).toBe(6);
    live.last().close();
    expect(live.waits[0]?.ms).toBe(500);
  });

  it('says gone in the server’s words and follows afresh after it', () => {
    const live = follow();
    live.last().up();
    live.last().serve({ type: 'snapshot', version: 'v1', view: view(1) });
    live.last().serve({ type: 'gone', message: 'This campaign is private or does not exist.' });
    expect(live.gone).toEqual(['This campaign is private or does not exist.']);
    live.last().close();
    live.runWait();
    live.last().up();
    expect(live.last().frames).toEqual([{ type: 'follow', userId: 'u1', campaignId: 'c1' }]);
  });

  it('hands on the server’s words when it could not read the view, and keeps the socket', () => {
    const live = follow();
    live.last().up();
    live.last().serve({ type: 'error', message: 'The live view could not be read.' });
    expect(live.problems).toEqual(['The live view could not be read.']);
    expect(live.sockets).toHaveLength(1);
  });

  it('retries at once when asked, and stops for good when closed', () => {
    const live = follow();
    live.last().up();
    live.last().close();
    live.connection.retryNow();
    expect(live.sockets).toHaveLength(2);
    expect(live.waits).toHaveLength(0);
    live.connection.close();
    expect(live.waits).toHaveLength(0);
    expect(live.sockets).toHaveLength(2);
  });
});
