import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type UserRow, users } from '../users/public.ts';

/** What `npm run admin` can change about an account; `undefined` means no account has that e-mail address. */
export type RoleChange =
  | { action: 'grant' | 'revoke'; email: string }
  | { action: 'contribute' | 'withdraw'; email: string; feature: string };

export async function changeRole(db: Db, change: RoleChange): Promise<UserRow | undefined> {
  const email = change.email.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return undefined;
  let set: { admin: boolean } | { contribute: string[] };
  if (!('feature' in change)) set = { admin: change.action === 'grant' };
  else {
    const { feature } = change;
    const others = user.contribute.filter((flag) => flag !== feature);
    set = { contribute: change.action === 'contribute' ? [...others, feature] : others };
  }
  const [updated] = await db.update(users).set(set).where(eq(users.id, user.id)).returning();
  return updated;
}
