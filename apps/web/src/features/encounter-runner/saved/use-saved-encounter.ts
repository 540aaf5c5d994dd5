import { useEffect, useState } from 'react';
import type { ServerSession } from '../session/server-session.ts';
import { openSavedEncounter } from './open-saved-encounter.ts';

export type SavedEncounterLoad = { session: ServerSession } | { error: string } | null;

/** Opens the saved encounter's server session for as long as the page shows it; null while it loads. */
export function useSavedEncounter(campaignId: string, encounterId: string): SavedEncounterLoad {
  const [load, setLoad] = useState<SavedEncounterLoad>(null);
  useEffect(() => {
    let live = true;
    let opened: ServerSession | null = null;
    setLoad(null);
    openSavedEncounter({ campaignId, encounterId }).then(
      (session) => {
        if (!live) return session.close();
        opened = session;
        setLoad({ session });
      },
      (error: unknown) => {
        if (live) setLoad({ error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
      opened?.close();
    };
  }, [campaignId, encounterId]);
  return load;
}
