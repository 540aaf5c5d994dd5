import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { serverSettings } from '../../db/schema.ts';

const KEY = 'session_secret';

/**
 * The secret that signs CSRF tokens and the Google sign-in cookie: SESSION_SECRET when set, else one
 * generated once and kept in `server_settings`, so every process on one database signs alike and a
 * restart does not invalidate the tokens browsers hold.
 */
export async function resolveSessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSettings)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, KEY));
  if (typeof row?.value !== 'string') throw new Error('the stored session secret is missing');
  return row.value;
}
