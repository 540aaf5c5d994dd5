import { LIBRARY_IMPORT_MAX_BYTES } from '@skald/contract/library/library-io-limits';
import { describe, expect, it } from 'vitest';
import { convertLibraryFile } from '../../src/convert-library-file.ts';
import { shieldmaidenExportText, shieldmaidenNpcExport } from './big-files.ts';

/** The importer at its limits: 10,000 NPCs (the most a file holds of a kind), one more, and a ~20 MB file. */

const LIMIT = 10_000;
const ids = (file: unknown) =>
  ((file as { npcs?: { id?: unknown }[] }).npcs ?? []).map((npc) => npc.id).filter((id) => typeof id === 'string');

describe('a big Shieldmaiden export', () => {
  it('of 10,000 NPCs converts them all, each with its own id, yielding as it goes', { timeout: 180_000 }, async () => {
    let turns = 0;
    const result = await convertLibraryFile(shieldmaidenNpcExport(LIMIT), {
      turn: async () => {
        turns += 1;
      },
    });
    expect(result.ok ? { ok: true } : result).toEqual({ ok: true });
    if (!result.ok) return;
    expect(new Set(ids(result.file)).size).toBe(LIMIT);
    // "Every few hundred records": at least one turn per thousand.
    expect(turns).toBeGreaterThanOrEqual(LIMIT / 1_000);
  });

  it('of 10,001 NPCs answers with a sentence naming the 10,000 limit, not a crash', { timeout: 180_000 }, async () => {
    const result = await convertLibraryFile(shieldmaidenNpcExport(LIMIT + 1));
    const told = result.ok ? result.notes.map((note) => note.reason).join(' ') : result.message;
    expect(told).toMatch(/10[,. \u202f]?000/);
    if (result.ok) expect(ids(result.file).length).toBeLessThanOrEqual(LIMIT);
  });

  it('of about 20 MB (under the 20 MiB body limit) converts every NPC', { timeout: 180_000 }, async () => {
    const text = shieldmaidenExportText(LIMIT, 19_500_000);
    expect(text.length).toBeGreaterThan(19_000_000);
    expect(text.length).toBeLessThan(LIBRARY_IMPORT_MAX_BYTES);
    const result = await convertLibraryFile(JSON.parse(text));
    expect(result.ok ? { ok: true } : result).toEqual({ ok: true });
    if (result.ok) expect(new Set(ids(result.file)).size).toBe(LIMIT);
  });
});
