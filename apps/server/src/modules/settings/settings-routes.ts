import { userSettingsSchema } from '@skald/contract/account';
import type { UserSettings } from '@skald/contract/account-limits';
import { DEFAULT_USER_SETTINGS } from '@skald/contract/account-limits';
import { patchSettingsRoute, settingsRoute } from '@skald/contract/api/me-routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { type AccountDeps, requireSignedIn } from '../auth/public.ts';
import { userSettings } from '../users/public.ts';

/** Stored values over the defaults; a stored value the schema no longer accepts falls back to the default. */
function withDefaults(stored: { general: Record<string, unknown>; encounter: Record<string, unknown> } | undefined) {
  const merged = {
    general: { ...DEFAULT_USER_SETTINGS.general, ...stored?.general },
    encounter: { ...DEFAULT_USER_SETTINGS.encounter, ...stored?.encounter },
  };
  const checked = userSettingsSchema.safeParse(merged);
  return checked.success ? checked.data : DEFAULT_USER_SETTINGS;
}

async function readSettings(db: Db, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return withDefaults(row);
}

/** A user's settings (content.md §3). */
export async function settingsRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { db } = deps;

  serveRoute(app, settingsRoute, async ({ request }) => readSettings(db, requireSignedIn(request).user.id));

  serveRoute(app, patchSettingsRoute, async ({ body: patch, request }) => {
    const { user } = requireSignedIn(request);
    const current = await readSettings(db, user.id);
    const next: UserSettings = {
      general: { ...current.general, ...patch.general },
      encounter: { ...current.encounter, ...patch.encounter },
    };
    await db
      .insert(userSettings)
      .values({ userId: user.id, ...next })
      .onConflictDoUpdate({ target: userSettings.userId, set: next });
    return next;
  });
}
