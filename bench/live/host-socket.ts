import { LIVE_PATH } from '@skald/contract/live/live-messages';
import WebSocket from 'ws';

/**
 * The GM's browser's own socket: signed in (the session cookie) from Skald's origin, hosting the broadcast
 * so the GM shows online, as the run page keeps it. Resolves once the server told it the broadcast's state.
 */
export async function openHostSocket(base: string, cookie: string): Promise<WebSocket> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${LIVE_PATH}`, { headers: { cookie, origin: base } });
  await new Promise<void>((done, fail) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'host' })));
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { type: string; message?: string };
      if (message.type === 'broadcast') done();
      else if (message.type === 'error') fail(new Error(`the host socket was refused: ${message.message}`));
    });
    socket.once('error', fail);
    socket.once('close', (code) => fail(new Error(`the host socket closed (${code})`)));
  });
  return socket;
}
