import type { NpcRecord } from '@skald/contract/library/npc-record';
import { fitNpcSchema } from '@skald/statblock/fit-npc-schema';
import type { JsonMonsterReading } from '@skald/statblock/json/json-reading';
import { isObject, type JsonObject } from '@skald/statblock/json/json-values';
import { leftOutSentence } from './field-words.ts';
import { nameText } from './words.ts';

export type NpcConversion = { npc: NpcRecord; change?: string } | { refusal: string };

/**
 * One monster of another tool through its stat-block reader (`packages/statblock/src/json/`), made to fit the
 * NPC form: the NPC, and a sentence saying in words what it was read without or took otherwise, if anything.
 * A monster without a name is refused: a nameless record cannot be found again in the library.
 */
export function npcFromSource(source: unknown, read: (source: JsonObject) => JsonMonsterReading): NpcConversion {
  if (!isObject(source)) return { refusal: 'It is not a monster (an object of fields).' };
  if (!nameText(source.name) && !nameText(source.Name)) return { refusal: 'It has no name, so it was left out.' };
  const reading = read(source);
  const fitted = fitNpcSchema(reading.monster);
  if ('message' in fitted) return { refusal: fitted.message };
  const change = leftOutSentence([...reading.unread, ...fitted.dropped]);
  return change ? { npc: fitted.monster, change } : { npc: fitted.monster };
}

/** The name a note gives a record: its own when it has one, else where it stood in the file. */
export function recordName(source: unknown, where: string): string {
  if (isObject(source)) {
    const name = nameText(source.name) ?? nameText(source.Name) ?? nameText(source.character_name);
    if (name) return name.length > 100 ? `${name.slice(0, 99)}…` : name;
  }
  return where;
}
