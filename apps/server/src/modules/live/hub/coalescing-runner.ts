import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs a task one at a time; requests made while it runs fold into one more run, however many they are.
 * So a burst of five changes during a recompute costs one further recompute, not five. With `minGapMs`,
 * runs also start at least that far apart: a request after a quiet spell runs at once, but a burst of
 * quick ones (a GM's twenty commands in 100 ms, each committed on its own) folds into a run per gap.
 */
export class CoalescingRunner {
  #running: Promise<void> | undefined;
  #again = false;
  #lastStart = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly minGapMs = 0,
  ) {}

  get busy(): boolean {
    return this.#running !== undefined;
  }

  request(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#loop().finally(() => {
      this.#running = undefined;
    });
  }

  /** Settles once no run is pending. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #loop(): Promise<void> {
    do {
      const wait = this.#lastStart + this.minGapMs - performance.now();
      // Requests made while it waits are part of this run.
      if (wait > 0) await sleep(wait);
      this.#again = false;
      this.#lastStart = performance.now();
      try {
        await this.task();
      } catch (error) {
        this.onError(error);
      }
    } while (this.#again);
  }
}
