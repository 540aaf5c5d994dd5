import { OpenCounts } from './open-counts.ts';

/**
 * Long-lived connections of one kind (live sockets, event streams) open at once per address (the one the
 * sign-in limits count) and per signed-in user. Each holds a file descriptor and some of the server's
 * attention, so one visitor cannot open them without end.
 */
export class ConnectionCaps {
  readonly #byAddress: OpenCounts;
  readonly #byUser: OpenCounts;

  constructor(
    perAddress: number,
    perUser: number,
    private readonly refusals: { address: string; user: string },
  ) {
    this.#byAddress = new OpenCounts(perAddress);
    this.#byUser = new OpenCounts(perUser);
  }

  /** Counts a new connection; answers its release (call it once it closes), or the refusal's sentence. */
  admit(address: string, userId: string | undefined): { release(): void } | { refused: string } {
    const fromAddress = this.#byAddress.open(address);
    if (!fromAddress) return { refused: this.refusals.address };
    if (!userId) return { release: fromAddress };
    const ofUser = this.#byUser.open(userId);
    if (!ofUser) {
      fromAddress();
      return { refused: this.refusals.user };
    }
    return {
      release: () => {
        fromAddress();
        ofUser();
      },
    };
  }
}
