import { BUILDER_MESSAGES, BUILDS_MAX } from '@skald/contract/character-builder/build-limits';
import { type CharacterBuild, characterBuildSchema } from '@skald/contract/character-builder/build-record';
import { builderRoutes } from '@skald/contract/character-builder/builder-routes';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { characters, type LibraryDeps } from '../library/public.ts';
import { users } from '../users/public.ts';
import { characterFromBuild } from './build-character.ts';
import { requireBuilderAccess } from './builder-access.ts';
import { builderOptionsSource } from './builder-options-source.ts';
import { characterBuilds } from './builder-tables.ts';

export interface BuilderDeps extends LibraryDeps {
  /** SRD_DATA_DIR: where the races and classes are read (the compendium's folder). */
  srdDataDir: string | undefined;
}

type BuildRow = typeof characterBuilds.$inferSelect;

function storedBuild(row: BuildRow) {
  return {
    ...(characterBuildSchema.parse(row.body) as CharacterBuild),
    id: row.id,
    characterId: row.characterId,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}

const owned = (id: string, userId: string) => and(eq(characterBuilds.id, id), eq(characterBuilds.userId, userId));

/**
 * The character builder (alpha): every route checks the flag (admins and users flagged
 * 'character-builder'; others 403) and the owner (another user's build answers 404, as if it did not exist).
 */
export async function builderRoutesPlugin(app: FastifyInstance, deps: BuilderDeps): Promise<void> {
  const { db } = deps;
  const options = builderOptionsSource(deps.srdDataDir, app.log);

  serveRoute(app, builderRoutes.options, async ({ request }) => {
    requireBuilderAccess(request);
    return options();
  });

  serveRoute(app, builderRoutes.list, async ({ request }) => {
    const userId = requireBuilderAccess(request).user.id;
    const rows = await db
      .select()
      .from(characterBuilds)
      .where(eq(characterBuilds.userId, userId))
      .orderBy(desc(characterBuilds.updated), desc(characterBuilds.id));
    return {
      results: rows.map((row) => {
        const build = storedBuild(row);
        return {
          id: row.id,
          name: build.name,
          level: build.level,
          race: build.race,
          class: build.class,
          updated: build.updated,
        };
      }),
    };
  });

  serveRoute(app, builderRoutes.read, async ({ params, request }) => {
    const userId = requireBuilderAccess(request).user.id;
    const [row] = await db.select().from(characterBuilds).where(owned(params.id, userId));
    if (!row) throw new HttpError(404, BUILDER_MESSAGES.notFound);
    return storedBuild(row);
  });

  serveRoute(app, builderRoutes.create, async ({ body, request }) => {
    const userId = requireBuilderAccess(request).user.id;
    const row = await db.transaction(async (tx) => {
      // The owner's row is locked so two creates at once cannot both take the last place.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [kept] = await tx.select({ n: count() }).from(characterBuilds).where(eq(characterBuilds.userId, userId));
      if ((kept?.n ?? 0) >= BUILDS_MAX) throw new HttpError(409, BUILDER_MESSAGES.tooMany);
      const [inserted] = await tx.insert(characterBuilds).values({ userId, body }).returning();
      return inserted;
    });
    if (!row) throw new Error('The insert returned no row.');
    return storedBuild(row);
  });

  serveRoute(app, builderRoutes.replace, async ({ params, body, request }) => {
    const userId = requireBuilderAccess(request).user.id;
    const [row] = await db
      .update(characterBuilds)
      .set({ body, updated: new Date() })
      .where(owned(params.id, userId))
      .returning();
    if (!row) throw new HttpError(404, BUILDER_MESSAGES.notFound);
    return storedBuild(row);
  });

  serveRoute(app, builderRoutes.remove, async ({ params, request }) => {
    const userId = requireBuilderAccess(request).user.id;
    const gone = await db.delete(characterBuilds).where(owned(params.id, userId)).returning({ id: characterBuilds.id });
    if (gone.length === 0) throw new HttpError(404, BUILDER_MESSAGES.notFound);
    return undefined;
  });

  serveRoute(app, builderRoutes.saveAsCharacter, async ({ params, request }) => {
    const userId = requireBuilderAccess(request).user.id;
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(characterBuilds).where(owned(params.id, userId)).for('update');
      if (!row) throw new HttpError(404, BUILDER_MESSAGES.notFound);
      const build = characterBuildSchema.parse(row.body);
      const [existing] = row.characterId
        ? await tx
            .select()
            .from(characters)
            .where(and(eq(characters.id, row.characterId), eq(characters.userId, userId)))
            .for('update')
        : [];
      const record = characterFromBuild(build, existing?.body);
      const stored = { searchName: record.character_name.toLowerCase(), level: record.level, body: record };
      if (existing) {
        await tx
          .update(characters)
          .set({ ...stored, updated: new Date() })
          .where(eq(characters.id, existing.id));
        return { characterId: existing.id, created: false };
      }
      await deps.slots.claim(tx, userId, 'characters');
      const [inserted] = await tx
        .insert(characters)
        .values({ userId, ...stored })
        .returning({ id: characters.id });
      if (!inserted) throw new Error('The insert returned no row.');
      await tx.update(characterBuilds).set({ characterId: inserted.id }).where(eq(characterBuilds.id, row.id));
      return { characterId: inserted.id, created: true };
    });
  });
}
