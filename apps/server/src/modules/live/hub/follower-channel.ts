import type { FollowerView } from '@skald/contract/live/follower-view';
import { diffMergePatch } from '@skald/contract/live/merge-patch';
import type { CommittedEncounter } from '../../encounters/public.ts';
import { CoalescingRunner } from './coalescing-runner.ts';
import type { FrameEncoder } from './live-frames.ts';
import type { LoadedView } from './live-store.ts';
import { PatchRing } from './patch-ring.ts';

/** What a channel needs of a follower's socket (a `LiveSocket`): to send it frames and to know where it is. */
export interface ChannelMember {
  channel: FollowerChannel | undefined;
  send(frame: Buffer): void;
}

/** How many patches a channel keeps for followers that resume. */
export const KEPT_PATCHES = 64;

/**
 * How long what a read found besides the encounter's row (campaign, broadcast, names) is trusted for
 * in-process updates before it is read again, after the update went out. Their writes announce themselves
 * and force a read at once; this only bounds a change that came without one (a notification lost while
 * the PostgreSQL listener reconnected, a username).
 */
export const SETTINGS_MAX_AGE_MS = 10_000;

/**
 * The least time between two recomputes of one channel (issue 31): a change after a quiet spell is sent at
 * once, a burst of commits (each command is announced as it commits) folds into a frame per gap. Shorter
 * than a GM's gestures are apart, so a lone change never waits.
 */
export const FRAME_GAP_MS = 20;

type Read = Extract<LoadedView, { view: FollowerView }>;

export interface ChannelDeps {
  /** Reads the view; nothing when the channel's sockets all left before the read's turn came. */
  load(target: { userId: string; campaignId: string }): Promise<LoadedView | undefined>;
  encoder: FrameEncoder;
  /** How long what a read found besides the encounter's row is trusted for in-process updates. */
  settingsMaxAgeMs: number;
  /** A new opaque version, unique in this process: `${instanceId}.${seq}`. */
  nextVersion(): string;
  /** The followed campaign is gone (deleted, private, not the user's): tell the sockets and drop it. */
  onGone(channel: FollowerChannel, message: string): void;
  /** The first view could not be read: tell its waiting sockets. */
  onFailure(channel: FollowerChannel, sockets: ChannelMember[], error: unknown): void;
}

/**
 * The followers of one campaign. Each change is computed once (one view, one diff, one serialisation) and
 * the same bytes go to every socket; recomputes run one at a time and coalesce bursts. A version of the
 * shown encounter committed in this process comes with its row and is shown with what the last read
 * found, without a read; anything else (another instance's version, a campaign or broadcast change) reads.
 */
export class FollowerChannel {
  readonly sockets = new Set<ChannelMember>();
  #view: FollowerView | undefined;
  #version = '';
  #snapshot: Buffer | undefined;
  #encounterId: string | null = null;
  /** The newest version of the shown encounter announced or read. */
  #encounterVersion = 0;
  /** The version of it the view shows. */
  #shownVersion = 0;
  /** The last read, and when it began. */
  #read: Read | undefined;
  #readAt = 0;
  /** Something besides the encounter's row changed: the next recompute reads. */
  #mustRead = true;
  /**
   * Announced changes that may have hidden what the view shows (counted), and how many of them the last
   * read began after: while behind, a joining socket waits for that read instead of getting the view held.
   */
  #changes = 0;
  #changesRead = 0;
  /** The newest announced version's row, when this process committed it and it is not shown yet. */
  #committed: CommittedEncounter | undefined;
  readonly #waiting = new Map<ChannelMember, string | undefined>();
  readonly #ring = new PatchRing(KEPT_PATCHES);
  readonly #runner: CoalescingRunner;

  constructor(
    readonly target: { userId: string; campaignId: string },
    private readonly deps: ChannelDeps,
  ) {
    this.#runner = new CoalescingRunner(
      () => this.#recompute(),
      (error) => this.#failed(error),
      FRAME_GAP_MS,
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
  join(socket: ChannelMember, since: string | undefined): void {
    this.sockets.add(socket);
    socket.channel = this;
    if (this.#view && !this.#stale) this.#catchUp(socket, since);
    else {
      this.#waiting.set(socket, since);
      this.#runner.request();
    }
  }

  leave(socket: ChannelMember): void {
    this.sockets.delete(socket);
    this.#waiting.delete(socket);
    if (socket.channel === this) socket.channel = undefined;
  }

  /**
   * Something this channel shows besides its encounter's row changed, or went (deleted, made private,
   * stopped): read the view again (once for a burst), and until then serve no one the view held.
   */
  refresh(): void {
    this.#changes += 1;
    this.#readSoon();
  }

  get #stale(): boolean {
    return this.#changesRead !== this.#changes;
  }

  #readSoon(): void {
    this.#mustRead = true;
    this.#runner.request();
  }

  /**
   * A committed version of `encounterId`, with its row when this process committed it. An older version
   * than one already seen is dropped (notifications of two instances may cross). While a recompute runs,
   * any encounter may be the one the broadcast just moved to, so it counts, and reads.
   */
  encounterChanged(encounterId: string, version: number, committed?: CommittedEncounter): void {
    if (encounterId !== this.#encounterId) {
      if (this.#runner.busy) this.#readSoon();
      return;
    }
    if (version <= this.#encounterVersion) return;
    this.#encounterVersion = version;
    this.#committed = committed?.version === version ? committed : undefined;
    this.#runner.request();
  }

  idle(): Promise<void> {
    return this.#runner.idle();
  }

  async #recompute(): Promise<void> {
    const committed = this.#committed;
    this.#committed = undefined;
    if (committed && !this.#mustRead) {
      // A read that ran meanwhile may show this version already.
      if (committed.version <= this.#shownVersion) return;
      const view = this.#read?.withEncounter(committed);
      if (view) {
        this.#shownVersion = committed.version;
        this.#show(view);
        if (Date.now() - this.#readAt >= this.deps.settingsMaxAgeMs) this.#readSoon();
        return;
      }
    }
    await this.#readView();
  }

  async #readView(): Promise<void> {
    this.#mustRead = false;
    const readAt = Date.now();
    const changes = this.#changes;
    const loaded = await this.deps.load(this.target);
    if (!loaded) {
      this.#mustRead = true;
      return;
    }
    this.#changesRead = changes;
    if ('gone' in loaded) {
      this.#read = undefined;
      this.deps.onGone(this, loaded.gone);
      return;
    }
    if (loaded.encounterId !== this.#encounterId) {
      this.#encounterId = loaded.encounterId;
      this.#encounterVersion = 0;
    }
    this.#shownVersion = loaded.encounterVersion ?? 0;
    this.#encounterVersion = Math.max(this.#encounterVersion, this.#shownVersion);
    this.#read = loaded;
    this.#readAt = readAt;
    this.#show(loaded.view);
  }

  #show(view: FollowerView): void {
    const before = this.#view;
    this.#view = view;
    if (before) this.#sendPatch(diffMergePatch(before, view));
    else this.#version = this.deps.nextVersion();
    // A change announced after the read that made this view began: the waiting wait for the next read.
    if (this.#stale) return;
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

  #catchUp(socket: ChannelMember, since: string | undefined): void {
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
