import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { users } from '../../src/modules/users/user-tables.ts';
import { type AccountAppConfig, accountApp, Browser } from '../accounts/account-test-app.ts';
import { createTestDatabase } from '../test-database.ts';

/** The real app for library tests; accounts are on `defaultTierId` (Free unless a test says otherwise). */
export async function libraryApp(database: Database, config: AccountAppConfig = {}): Promise<FastifyInstance> {
  return accountApp(database, config);
}

/** A test file's own database and library app, opened before its tests and closed after them. */
export function useLibraryApp(): { database: Database; app: FastifyInstance } {
  const context = {} as { database: Database; app: FastifyInstance };
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.app = await libraryApp(context.database);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** A browser signed up as a new user; `tierId` puts the account on that tier. */
export async function newUser(
  app: FastifyInstance,
  database: Database,
  options: { tierId?: string; admin?: boolean; label?: string } = {},
): Promise<Browser & { email: string; userId: string }> {
  const email = `${options.label ?? 'gm'}-${randomBytes(5).toString('hex')}@example.test`;
  const browser = new Browser(app);
  await browser.signUp(email);
  const [row] = await database.db
    .update(users)
    .set({ tierId: options.tierId ?? null, admin: options.admin ?? false })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!row) throw new Error(`no user row for ${email}`);
  return Object.assign(browser, { email, userId: row.id });
}
