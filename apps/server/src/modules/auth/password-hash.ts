import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '../../config.ts';

/**
 * Argon2id password hashes (the library's default algorithm; the stored hash starts `$argon2id$`).
 * The cost is read back from each stored hash, so raising it later still verifies older hashes.
 */
export class PasswordHasher {
  /** A hash of no one's password, verified when an address has no account so both answers take as long. */
  private readonly decoy: Promise<string>;

  constructor(private readonly cost: PasswordHashCost) {
    this.decoy = hash('decoy password nobody has', cost);
  }

  hash(password: string): Promise<string> {
    return hash(password, this.cost);
  }

  /** True when `password` matches `stored`; with no stored hash it spends the same time and answers false. */
  async verify(stored: string | null | undefined, password: string): Promise<boolean> {
    if (!stored) {
      await verify(await this.decoy, password);
      return false;
    }
    return verify(stored, password);
  }
}
