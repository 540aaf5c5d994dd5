import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type UserRow, userSettings, users } from '../users/public.ts';
import { emailVerifications, passwordResets, sessions, signInAttempts } from './auth-tables.ts';

/**
 * Deletes the account and every row that belongs to it in one transaction. The foreign keys cascade
 * as well, so a table added later cannot keep orphans; the explicit deletes say what goes.
 */
export async function deleteAccount(db: Db, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userSettings).where(eq(userSettings.userId, user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    // The address's recent requests still count towards its limits, so deleting an account cannot
    // reset them; only the e-mail address goes.
    await tx.update(signInAttempts).set({ email: '' }).where(eq(signInAttempts.email, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
