import { CAMPAIGN_NOTE_MESSAGES, campaignNoteRoutes, MAX_CAMPAIGN_NOTES } from '@skald/contract/library/campaign-notes';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn, type SignedIn } from '../auth/public.ts';
import { campaignNotes, campaigns } from './library-tables.ts';
import { type LibraryDeps, readableBy } from './serve-collection.ts';

type NoteRow = typeof campaignNotes.$inferSelect;

function answerNote(row: NoteRow) {
  return { id: row.id, text: row.text, created: row.created.toISOString(), updated: row.updated.toISOString() };
}

/** The campaign, if `signedIn` may read it (`write`: only its owner); otherwise a 404, as if it did not exist. */
export async function findCampaign(db: Db, campaignId: string, signedIn: SignedIn, write: boolean) {
  const query = db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.id, campaignId),
        write ? eq(campaigns.userId, signedIn.user.id) : readableBy(campaigns, signedIn),
      ),
    );
  const [campaign] = write ? await query.for('update') : await query;
  if (!campaign) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
  return campaign;
}

/** A campaign's notes (content.md §3), each with its own created and updated time; the owner's alone. */
export async function campaignNoteRoutesPlugin(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  const { db } = deps;

  serveRoute(app, campaignNoteRoutes.list, async ({ params, request }) => {
    const reader = requireSignedIn(request);
    await findCampaign(db, params.id, reader, false);
    const rows = await db
      .select()
      .from(campaignNotes)
      .where(eq(campaignNotes.campaignId, params.id))
      .orderBy(asc(campaignNotes.created), asc(campaignNotes.id));
    return { notes: rows.map(answerNote) };
  });

  serveRoute(app, campaignNoteRoutes.create, async ({ params, body, request }) => {
    const writer = requireSignedIn(request);
    const row = await db.transaction(async (tx) => {
      // The campaign row's lock orders concurrent adds, so the cap holds.
      await findCampaign(tx, params.id, writer, true);
      const [kept] = await tx.select({ n: count() }).from(campaignNotes).where(eq(campaignNotes.campaignId, params.id));
      if ((kept?.n ?? 0) >= MAX_CAMPAIGN_NOTES) throw new HttpError(409, CAMPAIGN_NOTE_MESSAGES.tooMany);
      const [inserted] = await tx
        .insert(campaignNotes)
        .values({ campaignId: params.id, userId: writer.user.id, text: body.text })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('The insert returned no note.');
    return answerNote(row);
  });

  serveRoute(app, campaignNoteRoutes.replace, async ({ params, body, request }) => {
    const writer = requireSignedIn(request);
    const [row] = await db
      .update(campaignNotes)
      .set({ text: body.text, updated: new Date() })
      .where(ownNote(params, writer))
      .returning();
    if (!row) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    return answerNote(row);
  });

  serveRoute(app, campaignNoteRoutes.remove, async ({ params, request }) => {
    const writer = requireSignedIn(request);
    const gone = await db.delete(campaignNotes).where(ownNote(params, writer)).returning({ id: campaignNotes.id });
    if (gone.length === 0) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    return undefined;
  });
}

function ownNote(params: { id: string; noteId: string }, writer: SignedIn) {
  return and(
    eq(campaignNotes.id, params.noteId),
    eq(campaignNotes.campaignId, params.id),
    eq(campaignNotes.userId, writer.user.id),
  );
}
