import type { SharedRoll } from '@skald/contract/live/follower-view';
import type { FollowMessage } from '@skald/contract/live/live-messages';
import type { LiveEvent } from '../live-bus.ts';
import { BoundedReads } from './bounded-reads.ts';
import { CoalescingRunner } from './coalescing-runner.ts';
import { type ChannelMember, channelKey, FollowerChannel } from './follower-channel.ts';
import { GoneMemory } from './gone-memory.ts';
import type { FrameEncoder } from './live-frames.ts';
import type { LiveSocket } from './live-socket.ts';
import type { FollowTarget, LiveStore, LoadedView } from './live-store.ts';

/** What a follower hears when the first view of a campaign could not be read. */
export const VIEW_FAILED_MESSAGE = 'The broadcast could not be read right now; follow again in a moment.';

export interface FollowerHubDeps {
  store: Pick<LiveStore, 'loadFollowerView'>;
  encoder: FrameEncoder;
  instanceId: string;
  settingsMaxAgeMs: number;
  log: { error(object: unknown, message: string): void };
}

/**
 * Every follower of this instance, in one channel per followed campaign. Bus events refresh the channels
 * they touch; a user-level follow moves to the user's live campaign on each of their broadcast changes.
 * A channel without sockets is dropped.
 */
export class FollowerHub {
  readonly #channels = new Map<string, FollowerChannel>();
  /** Sockets following a user's live campaign, whichever it is, by user. */
  readonly #userFollowers = new Map<string, Set<LiveSocket>>();
  /** One re-resolution of a user's live campaign at a time, coalesced. */
  readonly #resolvers = new Map<string, CoalescingRunner>();
  /** Every read of a follower view goes through here, a few at a time. */
  readonly #bounded = new BoundedReads();
  /** Targets lately found gone, answered again without a read. */
  readonly #goneMemory = new GoneMemory();
  #seq = 0;
  #reads = 0;

  constructor(private readonly deps: FollowerHubDeps) {}

  get channelCount(): number {
    return this.#channels.size;
  }

  /** Channels' views read from the store so far (an update handed over in-process reads none). */
  get reads(): number {
    return this.#reads;
  }

  /** Starts (or replaces) a socket's follow. */
  async follow(socket: LiveSocket, message: FollowMessage): Promise<void> {
    this.unfollow(socket);
    const { userId, campaignId, since } = message;
    socket.follow = campaignId ? { userId, campaignId } : { userId };
    const token = ++socket.followToken;
    const remembered = this.#goneMemory.recall(goneKey(socket.follow));
    if (campaignId) {
      if (remembered) socket.send(this.deps.encoder.encode({ type: 'gone', message: remembered }));
      else this.#join(socket, { userId, campaignId }, since);
      return;
    }
    // Registered even when gone: the user's next broadcast change places the socket.
    this.#addUserFollower(socket, userId);
    if (remembered) {
      socket.send(this.deps.encoder.encode({ type: 'gone', message: remembered }));
      return;
    }
    const current = () => socket.followToken === token && socket.open;
    const loaded = await this.#load({ userId }, current);
    if (!loaded || !current()) return;
    // A broadcast change while this load ran has placed the socket already.
    if (socket.channel) return;
    if ('gone' in loaded) socket.send(this.deps.encoder.encode({ type: 'gone', message: loaded.gone }));
    else this.#join(socket, { userId, campaignId: loaded.campaignId }, since);
  }

  /** Stops a socket's follow (a new follow, or the socket closed). */
  unfollow(socket: LiveSocket): void {
    const userId = socket.follow?.userId;
    if (userId && !socket.follow?.campaignId) {
      const followers = this.#userFollowers.get(userId);
      followers?.delete(socket);
      if (followers?.size === 0) {
        this.#userFollowers.delete(userId);
        if (!this.#resolvers.get(userId)?.busy) this.#resolvers.delete(userId);
      }
    }
    socket.follow = undefined;
    socket.followToken += 1;
    this.#leave(socket);
  }

  onEvent(event: LiveEvent): void {
    switch (event.kind) {
      case 'encounter':
        for (const channel of this.#channels.values())
          channel.encounterChanged(event.encounterId, event.version, event.committed);
        return;
      case 'campaign':
        this.#goneMemory.forgetAll();
        for (const channel of this.#channels.values())
          if (channel.target.campaignId === event.campaignId) channel.refresh();
        // A deleted campaign took its owner's broadcast with it.
        if (event.deleted) this.#broadcastChanged(event.userId);
        return;
      case 'broadcast':
      // A deleted encounter leaves its broadcast (the row's link to it is cleared with it).
      case 'encounter-deleted':
        this.#broadcastChanged(event.userId);
        return;
      case 'sessions-ended':
        // A deleted account's broadcast and campaigns went with it.
        if (event.reason === 'account-deleted') this.#broadcastChanged(event.userId);
        return;
      case 'roll':
        this.#sendRoll(event.userId, event.roll);
        return;
      case 'requests':
      case 'host':
        return;
    }
  }

  /** Settles once every channel's pending recompute is done (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.#resolvers.values()].map((runner) => runner.idle()));
    await Promise.all([...this.#channels.values()].map((channel) => channel.idle()));
  }

  /** Every view of the user's reads again, and their user-level followers move to their live campaign. */
  #broadcastChanged(userId: string): void {
    this.#goneMemory.forgetAll();
    for (const channel of this.#channels.values()) if (channel.target.userId === userId) channel.refresh();
    if (this.#userFollowers.has(userId)) this.#resolver(userId).request();
  }

  #sendRoll(userId: string, roll: SharedRoll): void {
    let frame: Buffer | undefined;
    for (const channel of this.#channels.values()) {
      if (channel.target.userId !== userId || !channel.live) continue;
      frame ??= this.deps.encoder.encode({ type: 'roll', roll });
      for (const socket of channel.sockets) socket.send(frame);
    }
  }

  #addUserFollower(socket: LiveSocket, userId: string): void {
    let followers = this.#userFollowers.get(userId);
    if (!followers) {
      followers = new Set();
      this.#userFollowers.set(userId, followers);
    }
    followers.add(socket);
  }

  #resolver(userId: string): CoalescingRunner {
    let runner = this.#resolvers.get(userId);
    if (!runner) {
      const created = new CoalescingRunner(
        async () => {
          const loaded = await this.#load({ userId }, () => this.#userFollowers.has(userId));
          if (loaded) this.#moveUserFollowers(userId, loaded);
          if (!this.#userFollowers.has(userId)) this.#resolvers.delete(userId);
        },
        (error) => this.deps.log.error({ err: error }, 'live: a user follow could not be resolved'),
      );
      runner = created;
      this.#resolvers.set(userId, runner);
    }
    return runner;
  }

  /** Puts the user's followers in the channel of their live campaign, or tells them it is gone. */
  #moveUserFollowers(userId: string, loaded: LoadedView): void {
    for (const socket of [...(this.#userFollowers.get(userId) ?? [])]) {
      if ('gone' in loaded) {
        if (!socket.channel) continue;
        this.#leave(socket);
        socket.send(this.deps.encoder.encode({ type: 'gone', message: loaded.gone }));
      } else if (socket.channel?.target.campaignId !== loaded.campaignId) {
        this.#leave(socket);
        this.#join(socket, { userId, campaignId: loaded.campaignId }, undefined);
      }
    }
  }

  #join(socket: LiveSocket, target: { userId: string; campaignId: string }, since: string | undefined): void {
    const key = channelKey(target);
    let channel = this.#channels.get(key);
    if (!channel) {
      const created: FollowerChannel = new FollowerChannel(target, {
        // A channel whose sockets all left before its turn reads nothing.
        load: (loadTarget) => this.#load(loadTarget, () => created.sockets.size > 0, true),
        encoder: this.deps.encoder,
        settingsMaxAgeMs: this.deps.settingsMaxAgeMs,
        nextVersion: () => `${this.deps.instanceId}.${++this.#seq}`,
        onGone: (gone, message) => this.#gone(gone, message),
        onFailure: (failed, sockets, error) => this.#failed(failed, sockets, error),
      });
      channel = created;
      this.#channels.set(key, channel);
    }
    channel.join(socket, since);
  }

  /**
   * Reads a follower view in its turn (BoundedReads), or nothing when no longer `wanted` by then. A gone
   * target is remembered, unless a change that could bring it back came while it was read.
   */
  async #load(target: FollowTarget, wanted: () => boolean, byChannel = false): Promise<LoadedView | undefined> {
    return this.#bounded.run(async () => {
      if (byChannel) this.#reads += 1;
      const generation = this.#goneMemory.generation;
      const loaded = await this.deps.store.loadFollowerView(target);
      if ('gone' in loaded) this.#goneMemory.remember(goneKey(target), loaded.gone, generation);
      return loaded;
    }, wanted);
  }

  #leave(socket: LiveSocket): void {
    const channel = socket.channel;
    if (!channel) return;
    channel.leave(socket);
    this.#dropIfEmpty(channel);
  }

  #dropIfEmpty(channel: FollowerChannel): void {
    if (channel.sockets.size === 0 && this.#channels.get(channel.key) === channel) this.#channels.delete(channel.key);
  }

  #gone(channel: FollowerChannel, message: string): void {
    const frame = this.deps.encoder.encode({ type: 'gone', message });
    for (const socket of [...channel.sockets]) {
      channel.leave(socket);
      socket.send(frame);
    }
    this.#dropIfEmpty(channel);
  }

  #failed(channel: FollowerChannel, waiting: ChannelMember[], error: unknown): void {
    this.deps.log.error({ err: error }, 'live: a follower view could not be computed');
    if (waiting.length === 0) return;
    const frame = this.deps.encoder.encode({ type: 'error', message: VIEW_FAILED_MESSAGE });
    for (const socket of waiting) {
      channel.leave(socket);
      socket.send(frame);
    }
    this.#dropIfEmpty(channel);
  }
}

/** A target's key in the gone memory: a campaign's channel key, or the user's id for their live campaign. */
function goneKey(target: FollowTarget): string {
  return target.campaignId ? channelKey({ userId: target.userId, campaignId: target.campaignId }) : target.userId;
}
