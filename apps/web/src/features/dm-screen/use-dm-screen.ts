import { type DmScreen, dmScreenRoutes } from '@skald/contract/dm-screen';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callRoute } from '../../lib/api/call-route.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { readBrowserScreen, writeBrowserScreen } from './browser-screen.ts';
import { DEFAULT_DM_SCREEN } from './screen-layout.ts';

/** A signed-in user's changes are saved once typing or dragging pauses this long. */
export const SAVE_DELAY_MS = 600;

/** Tabs of one browser showing the same account's screen tell each other when they saved it. */
const SAVED_CHANNEL = 'skald-dm-screen-saved';

export type SaveState =
  | { status: 'browser'; kept: boolean }
  /** Signed in, and the account has no screen of its own yet: the first change saves this one. */
  | { status: 'new' }
  | { status: 'saved' }
  | { status: 'saving' }
  | { status: 'failed'; message: string };

export interface DmScreenState {
  /** Null while a signed-in user's screen loads. */
  screen: DmScreen | null;
  loadError: string | null;
  save: SaveState;
  change(next: (screen: DmScreen) => DmScreen): void;
  /** Saves what is waiting at once (Try again after a failure). */
  saveNow(): void;
  retryLoad(): void;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The server could not be reached; your changes are still here.';

/**
 * The DM screen and where it is kept: a visitor's in this browser at every change; a signed-in user's on
 * the server, saved whole a moment after the last change and when the page is left. An account that has
 * never saved a screen starts from this browser's (or the default) and keeps it at its first change.
 */
export function useDmScreen(): DmScreenState {
  const { user, loading: sessionLoading } = useSession();
  const userId = sessionLoading ? undefined : (user?.id ?? null);
  const [screen, setScreen] = useState<DmScreen | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>({ status: 'saved' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef<DmScreen | null>(null);
  const pending = useRef(false);
  const saving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const savedHere = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    void attempt;
    if (userId === undefined) return;
    setScreen(null);
    setLoadError(null);
    if (userId === null) {
      const kept = readBrowserScreen();
      latest.current = kept ?? DEFAULT_DM_SCREEN;
      setScreen(latest.current);
      setSave({ status: 'browser', kept: true });
      return;
    }
    const abort = new AbortController();
    callRoute(dmScreenRoutes.read, {}, abort.signal).then(
      (answer) => {
        latest.current = answer.screen ?? readBrowserScreen() ?? DEFAULT_DM_SCREEN;
        setScreen(latest.current);
        setSave({ status: answer.screen ? 'saved' : 'new' });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setLoadError(messageOf(error));
      },
    );
    return () => abort.abort();
  }, [userId, attempt]);

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    if (!pending.current || saving.current || !latest.current) return;
    const body = latest.current;
    pending.current = false;
    saving.current = true;
    setSave({ status: 'saving' });
    callRoute(dmScreenRoutes.replace, { body }).then(
      () => {
        saving.current = false;
        if (pending.current) saveNow();
        else {
          setSave({ status: 'saved' });
          savedHere.current?.postMessage('saved');
        }
      },
      (error: unknown) => {
        saving.current = false;
        pending.current = true;
        setSave({ status: 'failed', message: messageOf(error) });
      },
    );
  }, []);

  // Leaving the page (a reload, a closed tab, another route) sends what is waiting rather than dropping it.
  useEffect(() => {
    window.addEventListener('pagehide', saveNow);
    window.addEventListener('online', saveNow);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      window.removeEventListener('online', saveNow);
      saveNow();
    };
  }, [saveNow]);

  const change = useCallback(
    (next: (screen: DmScreen) => DmScreen) => {
      if (!latest.current) return;
      const changed = next(latest.current);
      if (changed === latest.current) return;
      latest.current = changed;
      setScreen(changed);
      if (!userId) {
        setSave({ status: 'browser', kept: writeBrowserScreen(changed) });
        return;
      }
      pending.current = true;
      setSave((state) => (state.status === 'failed' ? state : { status: 'saving' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(saveNow, SAVE_DELAY_MS);
    },
    [userId, saveNow],
  );

  // The screen is saved whole, so the last save wins: a tab with nothing of its own waiting takes the screen
  // another tab just saved, and every tab ends showing what the server holds.
  useEffect(() => {
    if (!userId || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SAVED_CHANNEL);
    savedHere.current = channel;
    channel.onmessage = () => {
      if (pending.current || saving.current) return;
      callRoute(dmScreenRoutes.read, {}).then(
        (answer) => {
          if (pending.current || saving.current || !answer.screen) return;
          latest.current = answer.screen;
          setScreen(answer.screen);
          setSave({ status: 'saved' });
        },
        () => {},
      );
    };
    return () => {
      channel.close();
      savedHere.current = null;
    };
  }, [userId]);

  const retryLoad = useCallback(() => setAttempt((n) => n + 1), []);
  return { screen, loadError, save, change, saveNow, retryLoad };
}
