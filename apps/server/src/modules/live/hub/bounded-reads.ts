/**
 * Follower view reads running at once, per instance. Followers are anonymous and the embedded database
 * answers one query at a time, so without a bound a crowd of follows queues thousands of reads ahead of
 * every other request; with it, another request waits behind at most these few.
 */
export const FOLLOWER_READS_AT_ONCE = 2;

/**
 * Runs reads at most `limit` at a time, in arrival order. A read whose turn comes when it is no longer
 * `wanted` (its socket left, followed something else or closed) is skipped: a follow replaced before its
 * read began costs none.
 */
export class BoundedReads {
  #running = 0;
  readonly #queue: (() => void)[] = [];

  constructor(private readonly limit = FOLLOWER_READS_AT_ONCE) {}

  /** Reads waiting for their turn (tests). */
  get waiting(): number {
    return this.#queue.length;
  }

  /** Runs `read` in its turn, or answers undefined without running it when no longer `wanted` then. */
  async run<T>(read: () => Promise<T>, wanted: () => boolean): Promise<T | undefined> {
    if (this.#running >= this.limit) await new Promise<void>((resolve) => this.#queue.push(resolve));
    else this.#running += 1;
    try {
      return wanted() ? await read() : undefined;
    } finally {
      const next = this.#queue.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
