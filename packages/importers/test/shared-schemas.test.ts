import {
  LIBRARY_FILE_RECORDS,
  libraryFileEncounterSchema,
  libraryImportFileSchema,
} from '@skald/contract/library/library-file';
import { soundboardLinkSchema } from '@skald/contract/library/soundboard';
import { describe, expect, it } from 'vitest';
import { body, converted, sample } from './convert-sample.ts';

/** Our samples that hold nothing broken: every record they convert to must pass the import's own checks. */
const WELL_FORMED = [
  'shieldmaiden-v2-campaign.json',
  'shieldmaiden-v1.json',
  'shieldmaiden-npc.json',
  'shieldmaiden-legacy-list.json',
  'improved-initiative-store.json',
  'improved-initiative-statblock.json',
  '5e-database-monster.json',
  'open5e-page.json',
];

describe('a converted file, as the import route checks it', () => {
  it.each(WELL_FORMED)('%s: the file and each of its records pass the shared schemas', async (name) => {
    const { file, library } = await converted(sample(name));
    for (const link of (file as { soundboard: unknown[] }).soundboard) {
      expect(soundboardLinkSchema.safeParse(link).error?.issues).toBeUndefined();
    }
    expect(libraryImportFileSchema.safeParse(file).success).toBe(true);
    for (const kind of ['campaigns', 'players', 'npcs', 'spells'] as const) {
      for (const record of library[kind]) {
        const parsed = LIBRARY_FILE_RECORDS[kind].safeParse(body(record));
        expect(parsed.error?.issues, `${kind} ${String(record.name ?? record.character_name)}`).toBeUndefined();
      }
    }
    for (const encounter of library.encounters) {
      const parsed = libraryFileEncounterSchema.safeParse(body(encounter));
      expect(parsed.error?.issues, `encounter ${String(encounter.name)}`).toBeUndefined();
    }
  });
});
