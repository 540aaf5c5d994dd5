import type { UserSettings } from '@skald/contract/account-limits';
import { DEFAULT_USER_SETTINGS } from '@skald/contract/account-limits';
import { useAccountData } from './user-settings.tsx';

/**
 * The encounter settings (critical hits, automation) for the runner: the signed-in user's, else the
 * defaults.
 */
export function useEncounterSettings(): UserSettings['encounter'] {
  return useAccountData().encounter ?? DEFAULT_USER_SETTINGS.encounter;
}
