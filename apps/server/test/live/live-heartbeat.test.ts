import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { startHeartbeat } from '../../src/modules/live/hub/heartbeat.ts';

let server: WebSocketServer;
let stop: () => void;
let url: string;

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stop = startHeartbeat(server, 100);
});
afterAll(async () => {
  stop();
  await new Promise((resolve) => server.close(resolve));
});

async function connect(autoPong: boolean): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  const socket = new WebSocket(url, { autoPong });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve) => socket.once('open', resolve));
  return { socket, closed };
}

describe('the live heartbeat', () => {
  it('cuts off a socket that stopped answering pings and keeps one that answers', async () => {
    const silent = await connect(false);
    const alive = await connect(true);
    expect(await silent.closed).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
    alive.socket.close();
  });
});
