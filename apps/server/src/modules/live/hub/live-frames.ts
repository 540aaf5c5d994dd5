import type { LiveServerMessage } from '@skald/contract/live/live-messages';

/** Serialises server messages, counting each, so tests can see one serialisation per update. */
export class FrameEncoder {
  #count = 0;

  /** How many frames were serialised so far. */
  get count(): number {
    return this.#count;
  }

  encode(message: LiveServerMessage): Buffer {
    this.#count += 1;
    return Buffer.from(JSON.stringify(message));
  }
}
