import type { BroadcastState, LiveServerMessage, RequestsMessage } from '@skald/contract/live/live-messages';

/** The first wait before reconnecting, doubled after each failed try up to the cap. */
export const RECONNECT_FIRST_MS = 500;
export const RECONNECT_CAP_MS = 15_000;

/** How long to wait before reconnect try number `attempt` (0 first): doubling, capped. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_CAP_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt));
}

/** The part of a WebSocket the connection uses, so tests can hand in a fake. */
export interface SocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface HostHandlers {
  onBroadcast(state: BroadcastState): void;
  onRequests(message: RequestsMessage): void;
  /** Whether the socket is open now. */
  onConnected?(connected: boolean): void;
}

export interface HostConnectionOptions {
  url: string;
  createSocket?(url: string): SocketLike;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

/** The `/api/live` address on this page's host, ws or wss like the page. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
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
 * state and requests pings, and reconnects after a drop with a doubling, capped wait (reset once a
 * socket opens). `retryNow` skips the wait (the network came back). Answers a function that closes it
 * for good.
 */
export function connectHost(handlers: HostHandlers, options: HostConnectionOptions) {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  let attempt = 0;
  let timer: unknown = null;
  let closed = false;

  const open = () => {
    timer = null;
    if (closed) return;
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      current.send(JSON.stringify({ type: 'host' }));
      handlers.onConnected?.(true);
    };
    current.onmessage = (event) => {
      const message = readServerMessage(event.data);
      if (message?.type === 'broadcast') handlers.onBroadcast(message.broadcast);
      else if (message?.type === 'requests') handlers.onRequests(message);
    };
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      handlers.onConnected?.(false);
      if (closed) return;
      timer = setTimer(open, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  open();
  return {
    /** Reconnects at once when waiting to retry. */
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
