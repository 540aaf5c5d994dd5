import { createContext, type ReactNode, useContext } from 'react';

export interface SessionUser {
  id: string;
  username: string | null;
  admin: boolean;
  /** Feature flags that open contributor areas, such as 'character-builder'. */
  contribute: string[];
}

export interface Session {
  user: SessionUser | null;
}

const SIGNED_OUT: Session = { user: null };

const SessionContext = createContext<Session>(SIGNED_OUT);

/** Provides who is signed in. Accounts do not exist yet, so every visitor is signed out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={SIGNED_OUT}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
