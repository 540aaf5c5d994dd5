import WebSocket from 'ws';
import type { FollowerChannel } from './follower-channel.ts';
import type { FollowTarget } from './live-store.ts';

/** A follower this far behind (bytes queued and unsent) is cut off rather than held in memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** One /api/live connection and what it follows or hosts. */
export class LiveSocket {
  /** The follow it asked for last. */
  follow: FollowTarget | undefined;
  /** Bumped by each follow, so a slow earlier one cannot land after a later one. */
  followToken = 0;
  /** The channel whose updates it receives now. */
  channel: FollowerChannel | undefined;
  /** The user whose broadcast it hosts. */
  hostOf: string | undefined;
  /** The session it was opened with, as a host: ending that session closes it. */
  hostSession: string | undefined;

  constructor(readonly ws: WebSocket) {}

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Sends an already serialised message as a text frame; the same Buffer may go to many sockets. */
  send(frame: Buffer): void {
    if (!this.open) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    this.ws.send(frame, { binary: false });
  }
}
