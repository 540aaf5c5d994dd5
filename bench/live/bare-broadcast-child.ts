import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The floor the live bench stands on: a bare `ws` server in its own process, as Skald's is. A follower's
 * follow frame is answered with a small snapshot; each POST /update serialises one patch frame of
 * BARE_FRAME_BYTES once and sends the same bytes to every follower, then answers. What it costs is HTTP,
 * WebSocket framing and the machine's share of two cores; what Skald adds on top is the rest.
 */
const frameBytes = Number(process.env.BARE_FRAME_BYTES ?? 300);
let version = 0;

function patchFrame(): Buffer {
  const from = String(version);
  version += 1;
  const frame = { type: 'patch', from, version: String(version), patch: { pad: '' } };
  const padding = Math.max(0, frameBytes - JSON.stringify(frame).length);
  frame.patch.pad = 'x'.repeat(padding);
  return Buffer.from(JSON.stringify(frame));
}

const server = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/update') {
    response.writeHead(404).end();
    return;
  }
  request.resume();
  request.on('end', () => {
    const frame = patchFrame();
    for (const client of sockets.clients)
      if (client.readyState === WebSocket.OPEN) client.send(frame, { binary: false });
    const body = JSON.stringify({ version });
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
});
const sockets = new WebSocketServer({ server, path: '/api/live' });
sockets.on('connection', (socket) => {
  socket.once('message', () => socket.send(JSON.stringify({ type: 'snapshot', version: String(version), view: {} })));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
