import { DEFAULT_USER_SETTINGS, type UserSettings } from '@skald/contract/account';
import { useAccountData } from './user-settings.tsx';

/**
 * The encounter settings (critical hits, automation) for the runner: the signed-in user's, else the
 * defaults. Its own module, so the contract's schemas load with the pages that use it, not with the app.
 */
export function useEncounterSettings(): UserSettings['encounter'] {
  return useAccountData().encounter ?? DEFAULT_USER_SETTINGS.encounter;
}
