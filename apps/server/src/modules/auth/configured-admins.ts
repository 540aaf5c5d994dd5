import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { isVerified, type UserRow, users } from '../users/public.ts';

/**
 * ADMIN_EMAILS grants admin when such an account signs in or its address becomes verified, and only
 * then: anyone can sign up with an address, only its owner can verify it. It never takes admin away.
 */
export async function grantConfiguredAdmin(db: Db, user: UserRow, adminEmails: string[]): Promise<UserRow> {
  if (user.admin || !isVerified(user) || !adminEmails.includes(user.email)) return user;
  const [updated] = await db.update(users).set({ admin: true }).where(eq(users.id, user.id)).returning();
  return updated ?? user;
}
