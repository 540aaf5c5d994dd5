import type { SharedRoll } from '@skald/contract/live/follower-view';
import {
  type HostConnectionOptions,
  readServerMessage,
  reconnectDelay,
  type SocketLike,
} from '../../lib/live/host-connection.ts';
import { type FollowTarget, followMessage, type HeldView, receiveFrame } from './live-view-state.ts';

/** `connecting` before the first view, `live` while the socket is open, `reconnecting` after a drop. */
export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting';

export interface FollowerHandlers {
  onView(held: HeldView): void;
  onRoll(roll: SharedRoll): void;
  /** The followed user or campaign does not exist or is private, in the server's words. */
  onGone(message: string): void;
  onStatus(status: ConnectionStatus): void;
}

/**
 * A follower's socket to the live hub: follows `target` on each open, resuming with `since` from the
 * version held, applies snapshots and merge patches, asks again for a snapshot when a patch does not
 * start from the held version, and reconnects after a drop with the GM connection's doubling, capped
 * wait (reset once a view arrives). `retryNow` skips the wait (the network came back, the tab is seen
 * again). Answers the controls; `close` ends it for good.
 */
export function connectFollower(target: FollowTarget, handlers: FollowerHandlers, options: HostConnectionOptions) {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  let held: HeldView | null = null;
  let awaitingSnapshot = false;
  let attempt = 0;
  let timer: unknown = null;
  let closed = false;

  const follow = (current: SocketLike, from: HeldView | null) => {
    awaitingSnapshot = from === null;
    current.send(JSON.stringify(followMessage(target, from)));
  };

  const receive = (current: SocketLike, data: unknown) => {
    const message = readServerMessage(data);
    if (!message) return;
    const step = receiveFrame(held, awaitingSnapshot, message);
    if (step.kind === 'view') {
      held = step.held;
      awaitingSnapshot = false;
      attempt = 0;
      handlers.onView(step.held);
    } else if (step.kind === 'resync') {
      follow(current, null);
    } else if (step.kind === 'roll') {
      handlers.onRoll(step.roll);
    } else if (step.kind === 'gone') {
      held = null;
      handlers.onGone(step.message);
    }
  };

  const open = () => {
    timer = null;
    if (closed) return;
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => {
      follow(current, held);
      handlers.onStatus('live');
    };
    current.onmessage = (event) => {
      if (socket === current) receive(current, event.data);
    };
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      if (closed) return;
      handlers.onStatus('reconnecting');
      timer = setTimer(open, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  handlers.onStatus('connecting');
  open();
  return {
    retryNow() {
      if (closed || socket || timer === null) return;
      clearTimer(timer);
      open();
    },
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
