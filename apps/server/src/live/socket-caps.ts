import { CONNECTION_REFUSALS, LIVE_SOCKETS_PER_USER } from '@skald/contract/connection-limits';
import { OpenCounts } from '../http/open-counts.ts';

/**
 * Live sockets open at once per address (the one the sign-in limits count) and per signed-in user. Each
 * socket holds a file descriptor and may hold a follow, so one visitor cannot open them without end.
 */
export class LiveSocketCaps {
  readonly #byAddress: OpenCounts;
  readonly #byUser: OpenCounts;

  constructor(perAddress: number, perUser = LIVE_SOCKETS_PER_USER) {
    this.#byAddress = new OpenCounts(perAddress);
    this.#byUser = new OpenCounts(perUser);
  }

  /** Counts a new socket; answers its release (call once it closes), or the refusal's sentence. */
  admit(address: string, userId: string | undefined): { release(): void } | { refused: string } {
    const fromAddress = this.#byAddress.open(address);
    if (!fromAddress) return { refused: CONNECTION_REFUSALS.tooManySocketsFromAddress };
    if (!userId) return { release: fromAddress };
    const ofUser = this.#byUser.open(userId);
    if (!ofUser) {
      fromAddress();
      return { refused: CONNECTION_REFUSALS.tooManySocketsOfUser };
    }
    return {
      release: () => {
        fromAddress();
        ofUser();
      },
    };
  }
}
