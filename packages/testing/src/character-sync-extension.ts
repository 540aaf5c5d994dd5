/**
 * A stand-in for a character sync browser extension's content script: the other party of
 * /tools/character-sync's window messages (apps/web/src/features/character-sync/README.md). It answers
 * `{ CS_BRIDGE: true, requestId, request_content }` posted in its window with the version and characters
 * it holds. Self-contained, so Playwright can send its source into a page (`page.addInitScript(
 * standInCharacterSyncExtension, setup)`); a Vitest test in jsdom calls it directly.
 */

/** What the stand-in answers with; a test changes `window.characterSyncStandIn` to change its characters. */
export interface StandInExtensionSetup {
  version: string;
  characters: unknown[];
  /** How long it takes to answer, in milliseconds; left out, it answers at once. */
  delayMs?: number;
}

/** A character as an extension sends it (formats README, "Character sync"), for tests to start from. */
export const EXAMPLE_CHARACTER = {
  source: 'Example Sheets',
  url: 'https://sheets.example/characters/41',
  name: 'Aria Stormwind',
  avatar: 'https://sheets.example/avatars/41.png',
  level: 5,
  xp: 6500,
  armor_class: 16,
  max_hit_points: 38,
  walking_speed: 30,
  initiative: 3,
  strength: 10,
  dexterity: 16,
  constitution: 14,
  intelligence: 12,
  wisdom: 13,
  charisma: 8,
  passive_perception: 13,
  skills: ['stealth', 'perception'],
};

/** The part of a browser window the stand-in uses (this package has no DOM types). */
interface StandInWindow {
  characterSyncStandIn?: StandInExtensionSetup;
  addEventListener(type: 'message', listener: (event: { source: unknown; data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { source: unknown; data: unknown }) => void): void;
  postMessage(message: unknown, targetOrigin: string): void;
  setTimeout(run: () => void, delayMs: number): unknown;
}

/** Starts answering; answers a function that uninstalls the stand-in (a Vitest test's clean-up). */
export function standInCharacterSyncExtension(setup: StandInExtensionSetup): () => void {
  const page = globalThis as unknown as StandInWindow;
  page.characterSyncStandIn = setup;
  function listen(event: { source: unknown; data: unknown }) {
    // A content script hears only its own window's messages, as the page posts them.
    const request = event.data as { CS_BRIDGE?: unknown; requestId?: unknown; request_content?: unknown } | null;
    if (event.source !== page || request?.CS_BRIDGE !== true) return;
    const held = page.characterSyncStandIn ?? setup;
    const asked = Array.isArray(request.request_content) ? request.request_content : [];
    const answer = {
      CS_BRIDGE_RESPONSE: true,
      requestId: request.requestId,
      ...(asked.includes('version') ? { version: held.version } : {}),
      ...(asked.includes('characters') ? { characters: held.characters } : {}),
    };
    if (held.delayMs) page.setTimeout(() => page.postMessage(answer, '*'), held.delayMs);
    else page.postMessage(answer, '*');
  }
  page.addEventListener('message', listen);
  return () => page.removeEventListener('message', listen);
}
