import { randomUUID } from 'node:crypto';
import {
  LIBRARY_FILE_SOUNDBOARD,
  LIBRARY_IO_MESSAGES,
  type LibraryImportDuplicates,
} from '@skald/contract/library/library-io-limits';
import type { ImportNote } from '@skald/contract/library/library-io-routes';
import { type SoundboardLink, soundboardLinkSchema } from '@skald/contract/library/soundboard';
import { MAX_SOUNDBOARD_LINKS } from '@skald/contract/library/soundboard-links';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { describeIssue } from '../../http/parse-body.ts';
import { soundboards } from '../soundboard/public.ts';

/**
 * A file's soundboard links joined to the user's soundboard: each checked with the soundboard's schema,
 * a link named like one of the user's skipped, written over it (its key kept) or added, as many as the
 * soundboard keeps.
 */

const kind = LIBRARY_FILE_SOUNDBOARD;

export interface SoundboardPlan {
  /** The soundboard as it will be stored, or null when the file changes nothing. */
  links: SoundboardLink[] | null;
  added: number;
  overwritten: number;
  rejected: ImportNote[];
  found: { kind: typeof LIBRARY_FILE_SOUNDBOARD; name: string }[];
}

export async function planSoundboard(
  db: Db,
  userId: string,
  values: unknown[],
  duplicates: LibraryImportDuplicates,
): Promise<SoundboardPlan> {
  const plan: SoundboardPlan = { links: null, added: 0, overwritten: 0, rejected: [], found: [] };
  if (values.length === 0) return plan;
  const [row] = await db.select({ links: soundboards.links }).from(soundboards).where(eq(soundboards.userId, userId));
  const links = [...(row?.links ?? [])];
  const byName = new Map(links.map((link, index) => [link.name.toLowerCase(), index]));
  const keys = new Set(links.map((link) => link.key));
  for (const [position, value] of values.entries()) {
    const fileName = (value as { name?: unknown } | null)?.name;
    const name =
      typeof fileName === 'string' && fileName.trim() ? fileName.trim().slice(0, 100) : `Link ${position + 1}`;
    const parsed = soundboardLinkSchema.safeParse(value);
    if (!parsed.success) {
      plan.rejected.push({ kind, name, reason: describeIssue(parsed.error.issues[0]) });
      continue;
    }
    const link = parsed.data;
    const existing = byName.get(link.name.toLowerCase());
    if (existing !== undefined) plan.found.push({ kind, name });
    if (existing !== undefined && duplicates === 'skip') continue;
    if (existing !== undefined && duplicates === 'overwrite') {
      links[existing] = { ...link, key: (links[existing] as SoundboardLink).key };
      plan.overwritten += 1;
      continue;
    }
    if (links.length >= MAX_SOUNDBOARD_LINKS) {
      plan.rejected.push({ kind, name, reason: LIBRARY_IO_MESSAGES.soundboardFull(MAX_SOUNDBOARD_LINKS) });
      continue;
    }
    const key = keys.has(link.key) ? randomUUID() : link.key;
    keys.add(key);
    links.push({ ...link, key });
    plan.added += 1;
  }
  if (plan.added + plan.overwritten > 0) plan.links = links;
  return plan;
}

/** Stores the planned soundboard whole, in the import's transaction. */
export async function storeSoundboard(tx: Db, userId: string, links: SoundboardLink[] | null): Promise<void> {
  if (!links) return;
  await tx
    .insert(soundboards)
    .values({ userId, links })
    .onConflictDoUpdate({ target: soundboards.userId, set: { links, updated: new Date() } });
}
