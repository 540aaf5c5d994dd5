import { SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_MESSAGES } from '@skald/contract/live/session-ends';
import { endedFor } from '../../auth/public.ts';
import type { LiveBus, LiveEvent } from '../live-bus.ts';
import type { FrameEncoder } from './live-frames.ts';
import type { LiveSocket } from './live-socket.ts';
import type { LiveStore } from './live-store.ts';

export interface HostPresenceDeps {
  store: Pick<LiveStore, 'readBroadcast' | 'setPresence' | 'interruptBroadcast'>;
  bus: LiveBus;
  encoder: FrameEncoder;
  /** How long a GM may be away before the broadcast is interrupted. */
  graceMs: number;
  instanceId: string;
  log: { error(object: unknown, message: string): void };
}

/**
 * The GMs' host sockets on this instance. The first socket of a user marks them online, the last one
 * offline; when none came back within the grace, here or on another instance, the broadcast is
 * interrupted. Instances tell each other with `host` events: one that still holds the GM when another
 * lets go marks them online again (the other's offline write may land after its own online one). An
 * instance that dies holding a GM never says so; its GM then stays live, never wrongly interrupted.
 * Host sockets hear their broadcast and its requests.
 */
export class HostPresence {
  readonly #hosts = new Map<string, Set<LiveSocket>>();
  readonly #graceTimers = new Map<string, NodeJS.Timeout>();
  /** Other instances holding a GM's host sockets, by user. */
  readonly #elsewhere = new Map<string, Set<string>>();
  /** Presence writes of one user run in order. */
  readonly #chains = new Map<string, Promise<void>>();
  #stopped = false;

  constructor(private readonly deps: HostPresenceDeps) {}

  add(socket: LiveSocket, userId: string, sessionId: string): void {
    if (socket.hostOf) return;
    socket.hostOf = userId;
    socket.hostSession = sessionId;
    let sockets = this.#hosts.get(userId);
    const first = !sockets;
    if (!sockets) {
      sockets = new Set();
      this.#hosts.set(userId, sockets);
    }
    sockets.add(socket);
    clearTimeout(this.#graceTimers.get(userId));
    this.#graceTimers.delete(userId);
    if (first) this.#inOrder(userId, () => this.#changePresence(userId, true));
    else this.#inOrder(userId, () => this.#tellBroadcast(userId, [socket]));
  }

  remove(socket: LiveSocket): void {
    const userId = socket.hostOf;
    if (!userId) return;
    socket.hostOf = undefined;
    const sockets = this.#hosts.get(userId);
    sockets?.delete(socket);
    if (sockets?.size !== 0) return;
    this.#hosts.delete(userId);
    this.#inOrder(userId, () => this.#changePresence(userId, false));
    if (this.#stopped) return;
    const timer = setTimeout(() => {
      this.#graceTimers.delete(userId);
      if (!this.#hosts.has(userId)) this.#inOrder(userId, () => this.#interrupt(userId));
    }, this.deps.graceMs);
    timer.unref();
    this.#graceTimers.set(userId, timer);
  }

  onEvent(event: LiveEvent): void {
    if (event.kind === 'sessions-ended') {
      this.#closeEnded(event);
    } else if (event.kind === 'host') {
      if (event.instanceId !== this.deps.instanceId) this.#heardHost(event.userId, event.instanceId, event.online);
    } else if (
      event.kind === 'broadcast' ||
      event.kind === 'encounter-deleted' ||
      (event.kind === 'campaign' && event.deleted)
    ) {
      // A deleted encounter leaves the broadcast that showed it, a deleted campaign takes it: the GM's pages hear it at once.
      const sockets = this.#hosts.get(event.userId);
      if (sockets) this.#inOrder(event.userId, () => this.#tellBroadcast(event.userId, [...sockets]));
    } else if (event.kind === 'requests') {
      const sockets = this.#hosts.get(event.userId);
      if (!sockets) return;
      const { campaignId, encounterId } = event;
      const frame = this.deps.encoder.encode({ type: 'requests', campaignId, encounterId });
      for (const socket of sockets) socket.send(frame);
    }
  }

  /**
   * Closes the host sockets signed in with sessions that ended, saying why. A deleted account's sockets
   * leave first, so their closing writes no presence for a user who is gone.
   */
  #closeEnded(ended: Extract<LiveEvent, { kind: 'sessions-ended' }>): void {
    const sockets = [...(this.#hosts.get(ended.userId) ?? [])].filter((socket) =>
      endedFor(ended, ended.userId, socket.hostSession),
    );
    if (ended.reason === 'account-deleted') {
      this.#hosts.delete(ended.userId);
      for (const socket of sockets) socket.hostOf = undefined;
    }
    for (const socket of sockets) socket.ws.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_MESSAGES[ended.reason]);
  }

  /** Settles once every pending presence write is done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#chains.size > 0) await Promise.all(this.#chains.values());
  }

  /** The server is closing: no more grace timers (presence still goes offline as sockets close). */
  stop(): void {
    this.#stopped = true;
    for (const timer of this.#graceTimers.values()) clearTimeout(timer);
    this.#graceTimers.clear();
  }

  async #changePresence(userId: string, online: boolean): Promise<void> {
    await this.deps.store.setPresence(userId, online);
    this.deps.bus.publish({ kind: 'broadcast', userId });
    this.deps.bus.publish({ kind: 'host', userId, instanceId: this.deps.instanceId, online });
  }

  #heardHost(userId: string, instanceId: string, online: boolean): void {
    const holders = this.#elsewhere.get(userId) ?? new Set<string>();
    if (online) holders.add(instanceId);
    else holders.delete(instanceId);
    if (holders.size > 0) this.#elsewhere.set(userId, holders);
    else this.#elsewhere.delete(userId);
    if (!online && this.#hosts.has(userId)) this.#inOrder(userId, () => this.#markOnlineAgain(userId));
  }

  async #markOnlineAgain(userId: string): Promise<void> {
    if (!this.#hosts.has(userId)) return;
    await this.deps.store.setPresence(userId, true);
    this.deps.bus.publish({ kind: 'broadcast', userId });
  }

  async #interrupt(userId: string): Promise<void> {
    if (this.#hosts.has(userId) || this.#elsewhere.has(userId)) return;
    if (await this.deps.store.interruptBroadcast(userId)) this.deps.bus.publish({ kind: 'broadcast', userId });
  }

  async #tellBroadcast(userId: string, sockets: LiveSocket[]): Promise<void> {
    const broadcast = await this.deps.store.readBroadcast(userId);
    const frame = this.deps.encoder.encode({ type: 'broadcast', broadcast });
    for (const socket of sockets) if (socket.hostOf === userId) socket.send(frame);
  }

  #inOrder(userId: string, step: () => Promise<void>): void {
    const chain = (this.#chains.get(userId) ?? Promise.resolve())
      .then(step)
      .catch((error) => this.deps.log.error({ err: error }, 'live: a broadcast presence change failed'));
    this.#chains.set(userId, chain);
    void chain.finally(() => {
      if (this.#chains.get(userId) === chain) this.#chains.delete(userId);
    });
  }
}
