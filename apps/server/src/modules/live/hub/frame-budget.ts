import { LIVE_FRAME_BURST, LIVE_FRAMES_PER_SECOND } from '@skald/contract/connection-limits';

/**
 * What one live socket may still send: a burst of LIVE_FRAME_BURST frames, refilled at
 * LIVE_FRAMES_PER_SECOND. Each frame costs the server a parse and often a read, so a socket past it is
 * closed rather than answered.
 */
export class FrameBudget {
  #left: number;
  #at: number;

  constructor(
    private readonly burst = LIVE_FRAME_BURST,
    private readonly perSecond = LIVE_FRAMES_PER_SECOND,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#left = burst;
    this.#at = now();
  }

  /** Spends one frame; false once the budget is gone. */
  spend(): boolean {
    const now = this.now();
    this.#left = Math.min(this.burst, this.#left + ((now - this.#at) / 1000) * this.perSecond);
    this.#at = now;
    if (this.#left < 1) return false;
    this.#left -= 1;
    return true;
  }
}
