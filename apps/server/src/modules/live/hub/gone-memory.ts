/** How long a follow target found gone answers `gone` again without a read. */
export const GONE_REMEMBERED_MS = 5_000;

/** At most this many gone targets are remembered; the oldest is forgotten first. */
export const GONE_REMEMBERED_MAX = 10_000;

/**
 * Follow targets recently found gone (no such user or campaign, private, not broadcasting), with the
 * sentence they were answered with, so a socket asking for the same unknown target again and again costs
 * no read. Any campaign or broadcast change may make one followable, so those forget everything.
 */
export class GoneMemory {
  readonly #gone = new Map<string, { message: string; until: number }>();
  #generation = 0;

  constructor(
    private readonly rememberMs = GONE_REMEMBERED_MS,
    private readonly max = GONE_REMEMBERED_MAX,
    private readonly now: () => number = Date.now,
  ) {}

  /** Bumped by each `forgetAll`: a read begun before one may have seen what that change undid. */
  get generation(): number {
    return this.#generation;
  }

  /** Remembers `key` as gone, when no change came since the read that found it began (`generation`). */
  remember(key: string, message: string, generation: number): void {
    if (generation !== this.#generation) return;
    this.#gone.delete(key);
    this.#gone.set(key, { message, until: this.now() + this.rememberMs });
    if (this.#gone.size > this.max) {
      const oldest = this.#gone.keys().next().value;
      if (oldest !== undefined) this.#gone.delete(oldest);
    }
  }

  /** The sentence `key` was found gone with, while remembered. */
  recall(key: string): string | undefined {
    const gone = this.#gone.get(key);
    if (!gone) return undefined;
    if (gone.until > this.now()) return gone.message;
    this.#gone.delete(key);
    return undefined;
  }

  forgetAll(): void {
    this.#generation += 1;
    this.#gone.clear();
  }
}
