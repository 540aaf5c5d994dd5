import { type DmScreen, dmScreenSchema } from '@skald/contract/dm-screen';

/** Where a visitor's DM screen lives in this browser. */
export const DM_SCREEN_STORAGE_KEY = 'skald-dm-screen';

/** The screen this browser kept, or null; one the schema refuses (corrupt, or an older shape) is ignored. */
export function readBrowserScreen(): DmScreen | null {
  try {
    const raw = localStorage.getItem(DM_SCREEN_STORAGE_KEY);
    if (raw === null) return null;
    const checked = dmScreenSchema.safeParse(JSON.parse(raw));
    return checked.success ? checked.data : null;
  } catch {
    // Storage blocked, or not JSON: as if nothing was kept.
    return null;
  }
}

/** Keeps the screen in this browser; false when storage refuses (full or blocked by a privacy setting). */
export function writeBrowserScreen(screen: DmScreen): boolean {
  try {
    localStorage.setItem(DM_SCREEN_STORAGE_KEY, JSON.stringify(screen));
    return true;
  } catch {
    return false;
  }
}
