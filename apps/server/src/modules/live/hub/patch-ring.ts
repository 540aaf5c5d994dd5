/** One sent patch: the view version it starts from, the one it reaches, and its serialised frame. */
export interface SentPatch {
  from: string;
  version: string;
  frame: Buffer;
}

/** The last patches of a channel, so a follower that reconnects resumes with patches instead of a snapshot. */
export class PatchRing {
  readonly #patches: SentPatch[] = [];

  constructor(private readonly size: number) {}

  push(patch: SentPatch): void {
    this.#patches.push(patch);
    if (this.#patches.length > this.size) this.#patches.shift();
  }

  /** The frames taking version `since` to the newest, or undefined when `since` is not kept. */
  after(since: string): Buffer[] | undefined {
    if (this.#patches.at(-1)?.version === since) return [];
    const start = this.#patches.findIndex((patch) => patch.from === since);
    return start < 0 ? undefined : this.#patches.slice(start).map((patch) => patch.frame);
  }
}
