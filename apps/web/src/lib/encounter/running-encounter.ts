/** Where this browser remembers the saved encounter its GM last opened in the runner, for the DM screen. */
const KEY = 'skald-running-encounter';

export interface RunningEncounter {
  campaignId: string;
  encounterId: string;
}

/** Called by the runner when a saved encounter opens. */
export function rememberRunningEncounter(running: RunningEncounter): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(running));
  } catch {
    // Storage blocked: the DM screen then shows only a broadcast encounter.
  }
}

/** The saved encounter last opened in this browser's runner, or null. */
export function readRunningEncounter(): RunningEncounter | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const { campaignId, encounterId } = kept as Record<string, unknown>;
    return typeof campaignId === 'string' && typeof encounterId === 'string' ? { campaignId, encounterId } : null;
  } catch {
    return null;
  }
}

/** Forgets it: the DM screen found it gone (deleted, or another account's). */
export function forgetRunningEncounter(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
