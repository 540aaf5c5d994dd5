import type { AccountUser } from '@skald/contract/account';
import type { RouteAddress } from '@skald/contract/api/api-route';
import type { sessionRoute, signInRoute, signOutRoute, signUpRoute } from '@skald/contract/api/auth-routes';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { callRoute } from './api/call-route.ts';
import { ApiError, setCsrfToken } from './api-client.ts';
import { rememberedUser, rememberUser } from './remembered-user.ts';

// Addresses typed by the contract's descriptors, imported as types only: the first load carries no zod.
const SESSION: RouteAddress<typeof sessionRoute> = { method: 'GET', path: '/api/auth/session' };
const SIGN_IN: RouteAddress<typeof signInRoute> = { method: 'POST', path: '/api/auth/sign-in' };
const SIGN_UP: RouteAddress<typeof signUpRoute> = { method: 'POST', path: '/api/auth/sign-up' };
const SIGN_OUT: RouteAddress<typeof signOutRoute> = { method: 'POST', path: '/api/auth/sign-out' };

/** Who is signed in: the contract's account user. */
export type SessionUser = AccountUser;

export interface Session {
  /** True until the first session answer arrives; pages for signed-in users wait instead of redirecting. */
  loading: boolean;
  user: SessionUser | null;
  /** Sign-in methods this server offers besides e-mail and password. */
  providers: { google: boolean };
  signIn(email: string, password: string): Promise<SessionUser>;
  signUp(email: string, password: string): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Reads the session again, with a fresh CSRF token. */
  refresh(): Promise<void>;
  /** Shows a changed account (a new username) without asking the server again. */
  setUser(user: SessionUser): void;
}

const noAccountsYet = () => Promise.reject(new Error('The session is not ready yet.'));

const SessionContext = createContext<Session>({
  loading: true,
  user: null,
  providers: { google: false },
  signIn: noAccountsYet,
  signUp: noAccountsYet,
  signOut: noAccountsYet,
  refresh: noAccountsYet,
  setUser: () => undefined,
});

interface Known {
  loading: boolean;
  user: SessionUser | null;
  providers: { google: boolean };
}

/** How long after a 503 (the server's database restarting) the session is asked again. */
const SESSION_RETRY_MS = 2_000;

/**
 * Provides who is signed in, read from `GET /api/auth/session` once at start and again after every
 * sign-in and sign-out (the server may hand out a new cookie and CSRF token then), and when the network
 * returns. An unreachable server leaves the visitor as this browser last knew them (remembered-user.ts),
 * so public pages and the pages that work offline keep working.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [known, setKnown] = useState<Known>({ loading: true, user: null, providers: { google: false } });

  // Cached answers belong to whoever asked: a sign-out or another account starts from an empty cache.
  // Cleared before the new user is shown rather than in an effect after: a page that mounts for them
  // starts its queries in its own effects, which run before its parents', and would lose them.
  const queries = useQueryClient();
  const cachedFor = useRef<string | null>(null);
  const forgetAnswersOfOthers = useCallback(
    (user: SessionUser | null) => {
      const userId = user?.id ?? null;
      if (cachedFor.current === userId) return;
      cachedFor.current = userId;
      queries.clear();
    },
    [queries],
  );

  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refresh = useCallback(async () => {
    clearTimeout(retry.current);
    try {
      const answer = await callRoute<typeof sessionRoute>(SESSION, {});
      setCsrfToken(answer.csrfToken);
      forgetAnswersOfOthers(answer.user);
      rememberUser(answer.user);
      setKnown({ loading: false, user: answer.user, providers: answer.providers });
    } catch (error) {
      console.error('The session could not be read', error);
      // Unreachable (offline), or the server's database down for a moment (503): the GM who was signed in here
      // stays so, rather than being sent to sign in. After a 503 the session is asked again until it answers.
      const offline = error instanceof ApiError && error.status === 0;
      const unavailable = error instanceof ApiError && error.status === 503;
      const kept = offline || unavailable ? rememberedUser() : null;
      setKnown((current) => ({ ...current, loading: false, user: kept ?? current.user }));
      if (unavailable) retry.current = setTimeout(() => void refresh(), SESSION_RETRY_MS);
    }
  }, [forgetAnswersOfOthers]);

  useEffect(() => {
    void refresh();
    // Back online, the server says again who is signed in (and hands out the CSRF token).
    const again = () => void refresh();
    window.addEventListener('online', again);
    return () => {
      window.removeEventListener('online', again);
      clearTimeout(retry.current);
    };
  }, [refresh]);

  const enter = useCallback(
    async (route: typeof SIGN_IN | typeof SIGN_UP, email: string, password: string) => {
      const { user } = await callRoute<typeof signInRoute | typeof signUpRoute>(route, { body: { email, password } });
      forgetAnswersOfOthers(user);
      setKnown((current) => ({ ...current, user }));
      await refresh();
      return user;
    },
    [refresh, forgetAnswersOfOthers],
  );

  const session = useMemo<Session>(
    () => ({
      ...known,
      signIn: (email, password) => enter(SIGN_IN, email, password),
      signUp: (email, password) => enter(SIGN_UP, email, password),
      signOut: async () => {
        try {
          await callRoute<typeof signOutRoute>(SIGN_OUT, {});
        } finally {
          forgetAnswersOfOthers(null);
          rememberUser(null);
          setKnown((current) => ({ ...current, user: null }));
          await refresh();
        }
      },
      refresh,
      setUser: (user) => setKnown((current) => ({ ...current, user })),
    }),
    [known, enter, refresh, forgetAnswersOfOthers],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
