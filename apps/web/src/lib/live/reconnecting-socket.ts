/** The first wait before reconnecting, doubled after each failed try up to the cap. */
export const RECONNECT_FIRST_MS = 500;
export const RECONNECT_CAP_MS = 15_000;

/** How long to wait before reconnect try number `attempt` (0 first): doubling, capped. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_CAP_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt));
}

/** The part of a WebSocket the live clients use, so tests can hand in a fake. */
export interface SocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface SocketOptions {
  url: string;
  createSocket?(url: string): SocketLike;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

export interface SocketHooks {
  /** A socket opened: say what this client is. */
  onOpen(socket: SocketLike): void;
  /** A frame from the current socket. */
  onMessage(socket: SocketLike, data: unknown): void;
  /**
   * The current socket dropped, with the close code when the server gave one; a reconnect is planned
   * unless this calls `close`. Not called after `close`.
   */
  onDrop(code: number | undefined): void;
}

/** The `/api/live` address on this page's host, ws or wss like the page. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

/**
 * One live socket kept open: after a drop it reconnects with a doubling, capped wait, which the client
 * resets (`resetBackoff`) once the connection proved good. `retryNow` skips the wait (the network came
 * back); `close` ends it for good. The GM's host connection and the follow page's both run on it.
 */
export function reconnectingSocket(hooks: SocketHooks, options: SocketOptions) {
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
    current.onopen = () => hooks.onOpen(current);
    current.onmessage = (event) => {
      if (socket === current) hooks.onMessage(current, event.data);
    };
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (closed) return;
      const code = (event as { code?: unknown } | null)?.code;
      hooks.onDrop(typeof code === 'number' ? code : undefined);
      if (closed) return;
      timer = setTimer(open, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  open();
  return {
    resetBackoff() {
      attempt = 0;
    },
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
