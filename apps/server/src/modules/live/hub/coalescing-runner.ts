/**
 * Runs a task one at a time; requests made while it runs fold into one more run, however many they are.
 * So a burst of five changes during a recompute costs one further recompute, not five.
 */
export class CoalescingRunner {
  #running: Promise<void> | undefined;
  #again = false;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
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
      this.#again = false;
      try {
        await this.task();
      } catch (error) {
        this.onError(error);
      }
    } while (this.#again);
  }
}
