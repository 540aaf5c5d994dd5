import type { BroadcastState } from '@skald/contract/live/live-messages';
import { SESSION_ENDED_CLOSE_CODE } from '@skald/contract/live/session-ends';
import { describe, expect, it } from 'vitest';
import {
  connectHost,
  liveUrl,
  RECONNECT_CAP_MS,
  readServerMessage,
  reconnectDelay,
  type SocketLike,
} from './host-connection.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code?: number) {
    this.readyState = 3;
    this.onclose?.(code === undefined ? {} : { code });
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const broadcasts: BroadcastState[] = [];
  const pings: string[] = [];
  const states: boolean[] = [];
  const ended: true[] = [];
  const connection = connectHost(
    {
      onBroadcast: (state) => broadcasts.push(state),
      onRequests: (message) => pings.push(message.encounterId),
      onConnected: (connected) => states.push(connected),
      onSessionEnded: () => ended.push(true),
    },
    {
      url: 'ws://skald.test/api/live',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      setTimer: (run, ms) => {
        const timer = { run, ms, cleared: false };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => {
        (timer as { cleared: boolean }).cleared = true;
      },
    },
  );
  return { sockets, timers, broadcasts, pings, states, ended, connection };
}

const live: BroadcastState = { live: true, campaignId: 'c', encounterId: null, interrupted: false };

describe('the GM host connection', () => {
  it('says host on open and hands on broadcast states and requests pings, nothing else', () => {
    const test = harness();
    const [socket] = test.sockets;
    socket?.open();
    expect(socket?.sent).toEqual([JSON.stringify({ type: 'host' })]);
    socket?.receive({ type: 'broadcast', broadcast: live });
    socket?.receive({ type: 'requests', campaignId: 'c', encounterId: 'e' });
    socket?.receive({ type: 'roll', roll: {} });
    socket?.onmessage?.({ data: 'not json' });
    expect(test.broadcasts).toEqual([live]);
    expect(test.pings).toEqual(['e']);
    expect(test.states).toEqual([true]);
  });

  it('reconnects after a drop with a doubling wait, reset once a socket opens, and says host again', () => {
    const test = harness();
    test.sockets[0]?.open();
    test.sockets[0]?.drop();
    expect(test.states).toEqual([true, false]);
    expect(test.timers.map((timer) => timer.ms)).toEqual([500]);
    test.timers[0]?.run();
    test.sockets[1]?.drop();
    test.timers[1]?.run();
    test.sockets[2]?.drop();
    expect(test.timers.map((timer) => timer.ms)).toEqual([500, 1000, 2000]);
    test.timers[2]?.run();
    test.sockets[3]?.open();
    expect(test.sockets[3]?.sent).toEqual([JSON.stringify({ type: 'host' })]);
    test.sockets[3]?.drop();
    expect(test.timers.at(-1)?.ms).toBe(500);
  });

  it('stops for good when the server closes it for an ended session, and says so; another close reconnects', () => {
    const test = harness();
    test.sockets[0]?.open();
    test.sockets[0]?.drop(1006);
    expect(test.ended).toEqual([]);
    test.timers[0]?.run();
    test.sockets[1]?.open();
    test.sockets[1]?.drop(SESSION_ENDED_CLOSE_CODE);
    expect(test.ended).toEqual([true]);
    expect(test.states).toEqual([true, false, true, false]);
    expect(test.timers).toHaveLength(1);
    test.connection.retryNow();
    expect(test.sockets).toHaveLength(2);
  });

  it('caps the wait', () => {
    expect(reconnectDelay(0)).toBe(500);
    expect(reconnectDelay(3)).toBe(4000);
    expect(reconnectDelay(40)).toBe(RECONNECT_CAP_MS);
  });

  it('retries at once when asked while waiting, and stays closed once closed', () => {
    const test = harness();
    test.sockets[0]?.drop();
    test.connection.retryNow();
    expect(test.timers[0]?.cleared).toBe(true);
    expect(test.sockets).toHaveLength(2);
    test.connection.retryNow();
    expect(test.sockets).toHaveLength(2);
    test.connection.close();
    expect(test.sockets[1]?.closed).toBe(true);
    expect(test.timers).toHaveLength(1);
  });

  it('builds the address like the page: wss under https', () => {
    expect(liveUrl({ protocol: 'https:', host: 'skald.app' }, '/api/live')).toBe('wss://skald.app/api/live');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' }, '/api/live')).toBe('ws://localhost:3000/api/live');
    expect(readServerMessage('{"nope":1}')).toBeNull();
  });
});
