import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import type { UserSettingsPatch } from '@skald/contract/account';
import type { UserSettings } from '@skald/contract/account-limits';
import type { RouteAddress } from '@skald/contract/api/api-route';
import type { patchSettingsRoute, settingsRoute } from '@skald/contract/api/me-routes';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { callRoute } from './api/call-route.ts';
import { ApiError } from './api-client.ts';
import { notifyNegative } from './notify.ts';
import { useSession } from './session.tsx';

// Typed by the contract's descriptors, imported as types only: the first load carries no zod.
const SETTINGS: RouteAddress<typeof settingsRoute> = { method: 'GET', path: '/api/me/settings' };
const PATCH_SETTINGS: RouteAddress<typeof patchSettingsRoute> = { method: 'PATCH', path: '/api/me/settings' };

/** Where a signed-out visitor's sidebar choice lives (and a signed-in user's, until their settings arrive). */
export const SIDE_COLLAPSED_STORAGE_KEY = 'skald-side-collapsed';

export interface AccountData {
  /** The general settings in effect: the user's when signed in and loaded, else this browser's choices. */
  general: UserSettings['general'];
  /** A signed-in user's encounter settings once loaded; `useEncounterSettings` fills in the defaults. */
  encounter: UserSettings['encounter'] | null;
  /** True while a signed-in user's settings are on their way (not after a failed load). */
  settingsLoading: boolean;
  /** Changes settings at once and, when signed in, saves them; a failed save says so and is undone. */
  updateSettings(patch: UserSettingsPatch): Promise<void>;
}

const AccountDataContext = createContext<AccountData | null>(null);

export function mergeSettings(settings: UserSettings, patch: UserSettingsPatch): UserSettings {
  return {
    general: { ...settings.general, ...patch.general },
    encounter: { ...settings.encounter, ...patch.encounter },
  };
}

/** Two changes as one, the later winning field by field. */
function mergePatches(earlier: UserSettingsPatch | null, later: UserSettingsPatch): UserSettingsPatch {
  return {
    general: { ...earlier?.general, ...later.general },
    encounter: { ...earlier?.encounter, ...later.encounter },
  };
}

function logLoadFailure(what: string, error: unknown): void {
  // An aborted load belongs to a user who signed out meanwhile: nothing went wrong.
  if (error instanceof DOMException && error.name === 'AbortError') return;
  console.error(`The account's ${what} could not be loaded`, error);
}

/**
 * Loads a signed-in user's settings on sign-in; a failure is logged and the app carries on with this
 * browser's choices. The theme follows the user across devices while signed in and the browser's local storage while not; the sidebar's collapse likewise.
 */
export function AccountDataProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const userId = user?.id;
  const { setColorScheme } = useMantineColorScheme();
  const theme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const [sideCollapsed, setSideCollapsed] = useLocalStorage({
    key: SIDE_COLLAPSED_STORAGE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [saved, setSaved] = useState<UserSettings | null>(null);
  const [settingsLoading, setSettingsLoading] = useState(false);
  // The latest settings for the callbacks, so an update never works from a stale copy.
  const latest = useRef<UserSettings | null>(null);
  latest.current = saved;
  // What the user changed before their settings arrived: a load answered after a change must not undo it.
  const changedBeforeLoad = useRef<UserSettingsPatch | null>(null);

  // The browser shows what the account chose: theme through Mantine, the sidebar through local storage.
  // Mantine's setters change identity between renders; reached through a ref, they neither restart
  // the loads below nor make every consumer of this context render again.
  const browser = useRef({ setColorScheme, setSideCollapsed });
  browser.current = { setColorScheme, setSideCollapsed };
  const showOnThisBrowser = useCallback((general: Partial<UserSettings['general']>) => {
    if (general.theme) browser.current.setColorScheme(general.theme);
    if (general.side_collapsed !== undefined) browser.current.setSideCollapsed(general.side_collapsed);
  }, []);

  useEffect(() => {
    setSaved(null);
    changedBeforeLoad.current = null;
    setSettingsLoading(Boolean(userId));
    if (!userId) return;
    const abort = new AbortController();
    callRoute<typeof settingsRoute>(SETTINGS, {}, abort.signal)
      .then((loaded) => {
        const changed = changedBeforeLoad.current;
        changedBeforeLoad.current = null;
        const settings = changed ? mergeSettings(loaded, changed) : loaded;
        setSaved(settings);
        showOnThisBrowser(settings.general);
      })
      .catch((error: unknown) => logLoadFailure('settings', error))
      .finally(() => {
        if (!abort.signal.aborted) setSettingsLoading(false);
      });
    return () => abort.abort();
  }, [userId, showOnThisBrowser]);

  const general = useMemo<UserSettings['general']>(
    () => saved?.general ?? { theme, side_collapsed: sideCollapsed },
    [saved, theme, sideCollapsed],
  );

  const updateSettings = useCallback(
    async (patch: UserSettingsPatch) => {
      const before = latest.current;
      if (patch.general) showOnThisBrowser(patch.general);
      if (!userId) return;
      if (before) setSaved(mergeSettings(before, patch));
      else changedBeforeLoad.current = mergePatches(changedBeforeLoad.current, patch);
      try {
        const answer = await callRoute<typeof patchSettingsRoute>(PATCH_SETTINGS, { body: patch });
        setSaved(answer);
      } catch (error) {
        if (before) {
          setSaved(before);
          showOnThisBrowser(before.general);
        } else changedBeforeLoad.current = null;
        notifyNegative(error instanceof ApiError ? `Settings not saved: ${error.message}` : 'Settings not saved.', {
          id: 'settings-not-saved',
          autoClose: 5000,
        });
      }
    },
    [userId, showOnThisBrowser],
  );

  const value = useMemo<AccountData>(
    () => ({ general, encounter: saved?.encounter ?? null, settingsLoading, updateSettings }),
    [general, saved, settingsLoading, updateSettings],
  );
  return <AccountDataContext.Provider value={value}>{children}</AccountDataContext.Provider>;
}

export function useAccountData(): AccountData {
  const data = useContext(AccountDataContext);
  if (!data) throw new Error('useAccountData needs an AccountDataProvider above it');
  return data;
}

/** Whether the sidebar is collapsed to icons, and the way to change it (saved with the account when signed in). */
export function useSideCollapsed(): [boolean, (collapsed: boolean) => void] {
  const { general, updateSettings } = useAccountData();
  const collapsed = general.side_collapsed;
  const set = useCallback(
    (value: boolean) => void updateSettings({ general: { side_collapsed: value } }),
    [updateSettings],
  );
  return [collapsed, set];
}
