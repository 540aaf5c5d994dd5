import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../users/public.ts';
import { passwordResets } from './auth-tables.ts';

/**
 * Stores a new password hash and ends every reset link of the account still open: a link mailed
 * before the change would otherwise let whoever holds the old inbox undo it. Run it in the
 * transaction that also ends the sessions the change signs out.
 */
export async function storeNewPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await db
    .update(passwordResets)
    .set({ used: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.used)));
}
