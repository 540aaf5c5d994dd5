import { LIBRARY_FILE_MAX_RECORDS } from '@skald/contract/library/library-io-limits';
import type { JsonMonsterReading } from '@skald/statblock/json/json-reading';
import type { JsonObject } from '@skald/statblock/json/json-values';
import { readFiveEDatabaseMonster } from '@skald/statblock/json/read-five-e-database-monster';
import { readOpen5eMonster } from '@skald/statblock/json/read-open5e-monster';
import type { ConvertedFile, ConvertOptions } from '../converted-file.ts';
import { guarded } from '../guarded.ts';
import { LibraryBuilder } from '../library-builder.ts';
import { npcFromSource, recordName } from '../npc-from-reading.ts';
import { plural, tooManyRecords } from '../words.ts';
import { fiveEDatabaseSource } from './five-e-database-source.ts';

const READERS: Record<
  '5e-database' | 'open5e',
  { read: (source: JsonObject) => JsonMonsterReading; name: string; one: string }
> = {
  '5e-database': {
    read: (source) => readFiveEDatabaseMonster(fiveEDatabaseSource(source)),
    name: '5e-database monster',
    one: 'a 5e-database monster',
  },
  open5e: { read: readOpen5eMonster, name: 'Open5e monster', one: 'an Open5e monster' },
};

/**
 * 5e-database or Open5e monsters (one, a list, or Open5e's `{ results: [...] }` page) as NPCs, each through
 * its stat-block reader.
 */
export async function convertMonsters(
  json: unknown,
  format: '5e-database' | 'open5e',
  options: ConvertOptions,
): Promise<ConvertedFile> {
  const page = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as JsonObject) : undefined;
  const monsters = Array.isArray(json) ? json : Array.isArray(page?.results) ? page.results : [json];
  if (monsters.length > LIBRARY_FILE_MAX_RECORDS) {
    return {
      ok: false,
      message: tooManyRecords(monsters.length, 'monsters'),
    };
  }
  const { read, name, one } = READERS[format];
  const file = new LibraryBuilder(options);
  for (const [index, monster] of monsters.entries()) {
    await file.step();
    const shown = recordName(monster, `monster ${index + 1}`);
    const converted = guarded(() => npcFromSource(monster, read));
    if ('refusal' in converted) {
      file.leftOut('npcs', shown, converted.refusal);
      continue;
    }
    file.add('npcs', { id: file.newId(), ...converted.npc });
    if (converted.change) file.changed('npcs', shown, converted.change);
  }
  const label = Array.isArray(json) || page?.results ? plural(monsters.length, name) : one;
  return { ok: true, format, label, file: file.file(), notes: file.notes };
}
