import type { SharedRoll } from '@skald/contract/live/follower-view';
import { readServerMessage } from '../../lib/live/host-connection.ts';
import { reconnectingSocket, type SocketLike, type SocketOptions } from '../../lib/live/reconnecting-socket.ts';
import { type FollowTarget, followMessage, type HeldView, receiveFrame } from './live-view-state.ts';

/** `connecting` before the first view, `live` while the socket is open, `reconnecting` after a drop. */
export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting';

export interface FollowerHandlers {
  onView(held: HeldView): void;
  onRoll(roll: SharedRoll): void;
  /** The followed user or campaign does not exist or is private, in the server's words. */
  onGone(message: string): void;
  /** The server could not read the view or the frame, in its words; the socket stays open. */
  onProblem(message: string): void;
  onStatus(status: ConnectionStatus): void;
}

/**
 * A follower's socket to the live hub, on the live sockets' reconnect loop: follows `target` on each
 * open, resuming with `since` from the version held, applies snapshots and merge patches, and asks again
 * for a snapshot when a patch does not start from the held version. The backoff starts again once a
 * view arrives. Answers the loop's `retryNow` (the network came back, the tab is seen again) and `close`.
 */
export function connectFollower(target: FollowTarget, handlers: FollowerHandlers, options: SocketOptions) {
  let held: HeldView | null = null;
  let awaitingSnapshot = false;

  const follow = (socket: SocketLike, from: HeldView | null) => {
    awaitingSnapshot = from === null;
    socket.send(JSON.stringify(followMessage(target, from)));
  };

  handlers.onStatus('connecting');
  const connection = reconnectingSocket(
    {
      onOpen: (socket) => {
        follow(socket, held);
        handlers.onStatus('live');
      },
      onMessage: (socket, data) => {
        const message = readServerMessage(data);
        if (!message) return;
        const step = receiveFrame(held, awaitingSnapshot, message);
        if (step.kind === 'view') {
          held = step.held;
          awaitingSnapshot = false;
          connection.resetBackoff();
          handlers.onView(step.held);
        } else if (step.kind === 'resync') {
          follow(socket, null);
        } else if (step.kind === 'roll') {
          handlers.onRoll(step.roll);
        } else if (step.kind === 'gone') {
          held = null;
          handlers.onGone(step.message);
        } else if (step.kind === 'error') {
          handlers.onProblem(step.message);
        }
      },
      onDrop: () => handlers.onStatus('reconnecting'),
    },
    options,
  );
  return { retryNow: connection.retryNow, close: connection.close };
}
