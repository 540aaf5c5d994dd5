import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { serverSettings } from './server-settings-table.ts';

/**
 * A random secret generated once and kept in `server_settings` under `key`, so every process on one
 * database uses the same one and a restart keeps it.
 */
export async function storedSecret(db: Db, key: string): Promise<string> {
  await db
    .insert(serverSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, key));
  if (typeof row?.value !== 'string') throw new Error(`the stored ${key} is missing`);
  return row.value;
}
