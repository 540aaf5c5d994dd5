import { parentPort } from 'node:worker_threads';
import type { NpcRecord } from '@skald/contract/library/npc-record';
import { npcRecordSchema } from '@skald/contract/library/npc-record';
import type { StatBlockLayout } from '@skald/contract/stat-block-limits';
import { readStatBlock } from '@skald/statblock/read-stat-block';
import type { UnreadLine } from '@skald/statblock/stat-block-reading';

/** What a reader thread answers for one text: the route's answer, or the reader's sentence why not. */
export type ThreadAnswer =
  | { ok: true; layout: StatBlockLayout; monster: NpcRecord; unread: UnreadLine[] }
  | { ok: false; message: string };

/** One reading, with the NPC as the NPC routes store it (parsed here, so the server's thread does not). */
function answer(text: string): ThreadAnswer {
  const reading = readStatBlock(text);
  if (!reading.ok) return { ok: false, message: reading.message };
  return { ok: true, layout: reading.layout, monster: npcRecordSchema.parse(reading.monster), unread: reading.unread };
}

/**
 * A small block read before the thread says it is ready: a thread's first readings compile the reader's
 * code (the first about 10 ms, the next few a few each, then under 1 ms), and that should not count against a visitor's time limit.
 */
const WARM_UP =
  'Warm-up Wisp\nTiny fey, neutral\nArmor Class 12\nHit Points 3 (1d6)\nSpeed 30 ft.\nChallenge 0 (10 XP)\nActions\nTouch. Melee Weapon Attack: +2 to hit, reach 5 ft., one target. Hit: 1 (1d4 - 1) radiant damage.';
const WARM_UP_READINGS = 20;

for (let reading = 0; reading < WARM_UP_READINGS; reading++) answer(WARM_UP);
// The thread says it is loaded, then answers each text it is sent, one at a time.
parentPort?.on('message', (text: string) => parentPort?.postMessage(answer(text)));
parentPort?.postMessage('ready');
