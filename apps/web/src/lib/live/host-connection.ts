import type { BroadcastState, LiveServerMessage, RequestsMessage } from '@skald/contract/live/live-messages';
import { SESSION_ENDED_CLOSE_CODE } from '@skald/contract/live/session-ends';
import { reconnectingSocket, type SocketOptions } from './reconnecting-socket.ts';

export {
  liveUrl,
  RECONNECT_CAP_MS,
  RECONNECT_FIRST_MS,
  reconnectDelay,
  type SocketLike,
} from './reconnecting-socket.ts';

/** The socket's options; the follow page's connection takes the same. */
export type HostConnectionOptions = SocketOptions;

export interface HostHandlers {
  onBroadcast(state: BroadcastState): void;
  onRequests(message: RequestsMessage): void;
  /** Whether the socket is open now. */
  onConnected?(connected: boolean): void;
  /** The server closed the socket because this browser's session ended (signed out elsewhere, password changed, account deleted). */
  onSessionEnded?(): void;
}

/** Reads one frame; anything that is not a server message we know is ignored. */
export function readServerMessage(data: unknown): LiveServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown };
    return message && typeof message === 'object' && typeof message.type === 'string'
      ? (message as LiveServerMessage)
      : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in GM's one socket to the live hub: says `host` on each open, hands on the broadcast's
 * state and requests pings, and reconnects after a drop (the backoff starts again once a socket opens),
 * except after a close for an ended session: no socket of that session would be a host again.
 */
export function connectHost(handlers: HostHandlers, options: HostConnectionOptions) {
  const connection = reconnectingSocket(
    {
      onOpen: (socket) => {
        connection.resetBackoff();
        socket.send(JSON.stringify({ type: 'host' }));
        handlers.onConnected?.(true);
      },
      onMessage: (_socket, data) => {
        const message = readServerMessage(data);
        if (message?.type === 'broadcast') handlers.onBroadcast(message.broadcast);
        else if (message?.type === 'requests') handlers.onRequests(message);
      },
      onDrop: (code) => {
        handlers.onConnected?.(false);
        if (code !== SESSION_ENDED_CLOSE_CODE) return;
        connection.close();
        handlers.onSessionEnded?.();
      },
    },
    options,
  );
  return { retryNow: connection.retryNow, close: connection.close };
}
