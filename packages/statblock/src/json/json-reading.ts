import type { NpcRecordInput } from '@skald/contract/library/npc-record';
import type { UnreadField } from './json-values.ts';

/** What one JSON layout's reader gives: the monster as the NPC form takes it and the fields it left out. */
export interface JsonMonsterReading {
  monster: NpcRecordInput;
  unread: UnreadField[];
}
