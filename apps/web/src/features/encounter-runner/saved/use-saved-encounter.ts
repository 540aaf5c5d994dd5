import { useEffect, useState } from 'react';
import { type OpenedEncounter, openSavedEncounter } from './open-saved-encounter.ts';

export type SavedEncounterLoad = OpenedEncounter | { error: string } | null;

/** Opens the saved encounter's server session for as long as the page shows it; null while it loads. */
export function useSavedEncounter(campaignId: string, encounterId: string): SavedEncounterLoad {
  const [load, setLoad] = useState<SavedEncounterLoad>(null);
  useEffect(() => {
    let live = true;
    let opened: OpenedEncounter | null = null;
    setLoad(null);
    openSavedEncounter({ campaignId, encounterId }).then(
      (encounter) => {
        if (!live) return encounter.session.close();
        opened = encounter;
        setLoad(encounter);
      },
      (error: unknown) => {
        if (live) setLoad({ error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
      opened?.session.close();
    };
  }, [campaignId, encounterId]);
  return load;
}
