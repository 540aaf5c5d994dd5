import { npcRecordSchema } from '@skald/contract/library/npc-record';
import type { JsonMonsterReading } from './json-reading.ts';
import { type JsonObject, UnreadFields } from './json-values.ts';

/** A stored record's own fields: not part of the stat block, so dropped without a word. */
const RECORD_FIELDS = new Set(['id', '_id', 'user_id', 'owner_id', 'created_at', 'updated_at', 'version']);

const NPC_FIELDS = new Set(Object.keys(npcRecordSchema.shape));

/**
 * Skald's own NPC, as the NPC API and the monster creator's "Download as JSON" write it: the record itself.
 * Its fields are the form's, so they are kept as they are (the schema then clamps them); a field the NPC
 * does not have is listed as unread.
 */
export function readSkaldNpc(source: JsonObject): JsonMonsterReading {
  const unread = new UnreadFields();
  const monster: JsonObject = {};
  for (const [key, value] of Object.entries(source)) {
    if (NPC_FIELDS.has(key)) monster[key] = value;
    else if (!RECORD_FIELDS.has(key)) unread.add(key, value, 'not a field of an NPC');
  }
  return { monster: monster as JsonMonsterReading['monster'], unread: unread.fields };
}
