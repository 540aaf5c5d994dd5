import type { FollowerView } from '@skald/contract/live/follower-view';
import { diffMergePatch } from '@skald/contract/live/merge-patch';
import { CoalescingRunner } from './coalescing-runner.ts';
import type { FrameEncoder } from './live-frames.ts';
import type { LiveSocket } from './live-socket.ts';
import type { LoadedView } from './live-store.ts';
import { PatchRing } from './patch-ring.ts';

/** How many patches a channel keeps for followers that resume. */
export const KEPT_PATCHES = 64;

export interface ChannelDeps {
  load(target: { userId: string; campaignId: string }): Promise<LoadedView>;
  encoder: FrameEncoder;
  /** A new opaque version, unique in this process: `${instanceId}.${seq}`. */
  nextVersion(): string;
  /** The followed campaign is gone (deleted, private, not the user's): tell the sockets and drop it. */
  onGone(channel: FollowerChannel, message: string): void;
  /** The first view could not be read: tell its waiting sockets. */
  onFailure(channel: FollowerChannel, sockets: LiveSocket[], error: unknown): void;
}

/**
 * The followers of one campaign. Each change is computed once (one load, one diff, one serialisation) and
 * the same bytes go to every socket; recomputes run one at a time and coalesce bursts.
 */
export class FollowerChannel {
  readonly sockets = new Set<LiveSocket>();
  #view: FollowerView | undefined;
  #version = '';
  #snapshot: Buffer | undefined;
  #encounterId: string | null = null;
  #encounterVersion = 0;
  readonly #waiting = new Map<LiveSocket, string | undefined>();
  readonly #ring = new PatchRing(KEPT_PATCHES);
  readonly #runner: CoalescingRunner;

  constructor(
    readonly target: { userId: string; campaignId: string },
    private readonly deps: ChannelDeps,
  ) {
    this.#runner = new CoalescingRunner(
      () => this.#recompute(),
      (error) => this.#failed(error),
    );
  }

  get key(): string {
    return channelKey(this.target);
  }

  /** Whether the campaign is broadcasting, as last computed. */
  get live(): boolean {
    return this.#view?.live ?? false;
  }

  get version(): string {
    return this.#version;
  }

  /** Adds a socket: it gets the patches after `since` when kept, else a snapshot, else (up to date) nothing. */
  join(socket: LiveSocket, since: string | undefined): void {
    this.sockets.add(socket);
    socket.channel = this;
    if (this.#view) this.#catchUp(socket, since);
    else {
      this.#waiting.set(socket, since);
      this.#runner.request();
    }
  }

  leave(socket: LiveSocket): void {
    this.sockets.delete(socket);
    this.#waiting.delete(socket);
    if (socket.channel === this) socket.channel = undefined;
  }

  /** Something this channel shows changed: compute the view again (once for a burst). */
  refresh(): void {
    this.#runner.request();
  }

  /**
   * Whether a committed version of `encounterId` may change this view. An older version than one already
   * seen is dropped (notifications of two instances may cross). While a recompute runs, any encounter may
   * be the one the broadcast just moved to, so it counts.
   */
  touchedBy(encounterId: string, version: number): boolean {
    if (encounterId !== this.#encounterId) return this.#runner.busy;
    if (version <= this.#encounterVersion) return false;
    this.#encounterVersion = version;
    return true;
  }

  idle(): Promise<void> {
    return this.#runner.idle();
  }

  async #recompute(): Promise<void> {
    const loaded = await this.deps.load(this.target);
    if ('gone' in loaded) {
      this.deps.onGone(this, loaded.gone);
      return;
    }
    if (loaded.encounterId !== this.#encounterId) {
      this.#encounterId = loaded.encounterId;
      this.#encounterVersion = 0;
    }
    const before = this.#view;
    this.#view = loaded.view;
    if (before) this.#sendPatch(diffMergePatch(before, loaded.view));
    else this.#version = this.deps.nextVersion();
    for (const [socket, since] of [...this.#waiting]) this.#catchUp(socket, since);
    this.#waiting.clear();
  }

  #sendPatch(patch: unknown): void {
    if (patch === undefined) return;
    const from = this.#version;
    const version = this.deps.nextVersion();
    const frame = this.deps.encoder.encode({ type: 'patch', from, version, patch });
    this.#version = version;
    this.#snapshot = undefined;
    this.#ring.push({ from, version, frame });
    for (const socket of this.sockets) if (!this.#waiting.has(socket)) socket.send(frame);
  }

  #catchUp(socket: LiveSocket, since: string | undefined): void {
    if (since === this.#version) return;
    const patches = since === undefined ? undefined : this.#ring.after(since);
    if (patches) for (const frame of patches) socket.send(frame);
    else socket.send(this.#snapshotFrame());
  }

  #snapshotFrame(): Buffer {
    this.#snapshot ??= this.deps.encoder.encode({
      type: 'snapshot',
      version: this.#version,
      view: this.#view as FollowerView,
    });
    return this.#snapshot;
  }

  #failed(error: unknown): void {
    const waiting = [...this.#waiting.keys()];
    this.#waiting.clear();
    this.deps.onFailure(this, waiting, error);
  }
}

export function channelKey(target: { userId: string; campaignId: string }): string {
  return `${target.userId}/${target.campaignId}`;
}
