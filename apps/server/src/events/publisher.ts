/** Told each event published, in the order they were published. */
export type Listener<Event> = (event: Event) => void;

/**
 * The server's one publisher of what was committed (issue 31): every event reaches every listener (the
 * encounters' event streams, the live hub, the relay between instances), one event at a time, in the
 * order published. A listener that throws never stops the others, and is reported.
 */
export class Publisher<Event> {
  readonly #listeners = new Set<Listener<Event>>();
  readonly #onError: (error: unknown) => void;

  constructor(onError: (error: unknown) => void = (error) => console.error('an event listener failed', error)) {
    this.#onError = onError;
  }

  /** Starts telling `listener` every event; the answer stops it. */
  subscribe(listener: Listener<Event>): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  publish(event: Event): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.#onError(error);
      }
    }
  }
}
