import type { Db } from '../../db/database.ts';
import { storedSecret } from '../../db/stored-secret.ts';

/**
 * The secret that signs CSRF tokens and the Google sign-in cookie: SESSION_SECRET when set, else one
 * generated once and kept in `server_settings`, so every process on one database signs alike and a
 * restart does not invalidate the tokens browsers hold.
 */
export async function resolveSessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return storedSecret(db, 'session_secret');
}
