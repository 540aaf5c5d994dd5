import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/account-user.ts';
import { users } from '../users/user-tables.ts';

/** ADMIN_EMAILS grants admin when such an account signs up or in; it never takes admin away. */
export async function grantConfiguredAdmin(db: Db, user: UserRow, adminEmails: string[]): Promise<UserRow> {
  if (user.admin || !adminEmails.includes(user.email)) return user;
  const [updated] = await db.update(users).set({ admin: true }).where(eq(users.id, user.id)).returning();
  return updated ?? user;
}
