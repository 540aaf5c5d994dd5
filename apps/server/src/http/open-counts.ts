/**
 * How many long-lived things (live sockets, event streams) are open per key (an address, a user), with a
 * cap: `open` refuses the one past it, and each admitted one is released exactly once.
 */
export class OpenCounts {
  readonly #open = new Map<string, number>();

  constructor(readonly cap: number) {}

  /** Counts one more for `key`; answers its release, or undefined at the cap. */
  open(key: string): (() => void) | undefined {
    const count = this.#open.get(key) ?? 0;
    if (count >= this.cap) return undefined;
    this.#open.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#open.get(key) ?? 1) - 1;
      if (left > 0) this.#open.set(key, left);
      else this.#open.delete(key);
    };
  }

  count(key: string): number {
    return this.#open.get(key) ?? 0;
  }
}
