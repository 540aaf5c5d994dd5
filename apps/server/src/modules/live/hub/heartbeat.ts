import type { WebSocket, WebSocketServer } from 'ws';

/** How often each socket is pinged; one that has not answered the previous ping is cut off. */
export const HEARTBEAT_MS = 25_000;

/** Pings every client of `server` each `everyMs`; answers the function that stops it. */
export function startHeartbeat(server: WebSocketServer, everyMs: number): () => void {
  const answered = new WeakSet<WebSocket>();
  const seen = new WeakSet<WebSocket>();
  const timer = setInterval(() => {
    for (const socket of server.clients) {
      if (!seen.has(socket)) {
        seen.add(socket);
        answered.add(socket);
        socket.on('pong', () => answered.add(socket));
      }
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
