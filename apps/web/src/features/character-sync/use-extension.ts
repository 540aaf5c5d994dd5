import { readCharacters } from '@skald/contract/character-sync-messages';
import type { SyncedCharacter } from '@skald/contract/library/synced-character';
import { useCallback, useEffect, useState } from 'react';
import { askExtension } from './extension-bridge.ts';

/** What the page knows of the extension. */
export type ExtensionState =
  | { status: 'asking' }
  | { status: 'missing' }
  | {
      status: 'found';
      /** Undefined when the extension answered without saying its version. */
      version: string | undefined;
      /** Null when it did not send its characters within the timeout. */
      characters: SyncedCharacter[] | null;
      /** How many of the characters it sent could not be read (no web address, not an object). */
      unreadable: number;
    };

/**
 * Asks the extension for its version and then its characters when the page opens, and again on
 * `askAgain` (after the user installed it, or changed a character on its site).
 */
export function useExtension(): { extension: ExtensionState; askAgain: () => void } {
  const [extension, setExtension] = useState<ExtensionState>({ status: 'asking' });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the signal to ask again.
  useEffect(() => {
    let current = true;
    setExtension({ status: 'asking' });
    void (async () => {
      const about = await askExtension('version');
      if (!current) return;
      if (!about) return setExtension({ status: 'missing' });
      const sent = await askExtension('characters');
      if (!current) return;
      const { characters, unreadable } = sent?.characters
        ? readCharacters(sent.characters)
        : { characters: null, unreadable: 0 };
      setExtension({ status: 'found', version: about.version, characters, unreadable });
    })();
    return () => {
      current = false;
    };
  }, [round]);

  const askAgain = useCallback(() => setRound((n) => n + 1), []);
  return { extension, askAgain };
}
