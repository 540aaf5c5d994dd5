import { z } from 'zod';
import { type SyncedCharacter, syncedCharacterSchema } from './library/synced-character.ts';

/**
 * The window messages between /tools/character-sync and a character sync browser extension's content
 * script (formats README, "Character sync"; the protocol is written out in
 * apps/web/src/features/character-sync/README.md).
 */

/** How long the page waits for an answer before it counts the extension as absent (combat.md §7). */
export const EXTENSION_TIMEOUT_MS = 100;
/** The most characters one answer may hold; more is not a reply this page reads. */
export const EXTENSION_MAX_CHARACTERS = 500;

/** What the page can ask for. */
export type ExtensionQuestion = 'version' | 'characters';

/** What the page posts to its own window. */
export interface ExtensionRequest {
  CS_BRIDGE: true;
  requestId: string;
  request_content: ExtensionQuestion[];
}

/** The content script's answer; the parts asked for are present, anything else it adds is ignored. */
export const extensionAnswerSchema = z.object({
  CS_BRIDGE_RESPONSE: z.literal(true),
  requestId: z.string(),
  version: z.string().trim().min(1).max(50).optional(),
  characters: z.array(z.unknown()).max(EXTENSION_MAX_CHARACTERS).optional(),
});
export type ExtensionAnswer = z.output<typeof extensionAnswerSchema>;

/** The characters of an answer, clamped; those that cannot be read are counted, and a repeated sheet kept once. */
export function readCharacters(sent: unknown[]): { characters: SyncedCharacter[]; unreadable: number } {
  const characters: SyncedCharacter[] = [];
  let unreadable = 0;
  for (const one of sent) {
    const read = syncedCharacterSchema.safeParse(one);
    if (!read.success) unreadable += 1;
    else if (!characters.some((character) => character.url === read.data.url)) characters.push(read.data);
  }
  return { characters, unreadable };
}
