import { type BroadcastState, LIVE_PATH, type RequestsMessage } from '@skald/contract/live/live-messages';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../session.tsx';
import { NOT_LIVE, readOwnBroadcast, setBroadcastEncounter, toggleBroadcast } from './broadcast-calls.ts';
import { connectHost, liveUrl } from './host-connection.ts';

type RequestsListener = (message: RequestsMessage) => void;

export interface LiveHost {
  /** The signed-in GM, for the follow links; null for a visitor. */
  userId: string | null;
  broadcast: BroadcastState;
  /** False until the server told this browser the broadcast's state. */
  known: boolean;
  /** Whether the host socket is open. */
  connected: boolean;
  /** Starts or stops broadcasting a campaign; the answer becomes the state shown. */
  setLive(campaignId: string, live: boolean): Promise<BroadcastState>;
  /** Which encounter of the live campaign followers watch. */
  setEncounter(encounterId: string | null): Promise<BroadcastState>;
  /** Hears that a follower's request came or went. */
  subscribeRequests(listener: RequestsListener): () => void;
}

const refuse = () => Promise.reject(new Error('Sign in to broadcast.'));

const LiveHostContext = createContext<LiveHost>({
  userId: null,
  broadcast: NOT_LIVE,
  known: false,
  connected: false,
  setLive: refuse,
  setEncounter: refuse,
  subscribeRequests: () => () => undefined,
});

/**
 * The signed-in GM's live connection, mounted once by the shell: reads their broadcast, keeps one host
 * socket to `/api/live` open while they are signed in (reconnecting with a capped backoff, at once when
 * the network returns), and shares the broadcast's state and the requests pings with every page.
 */
export function LiveHostProvider({ children }: { children: ReactNode }) {
  const { user, refresh } = useSession();
  const userId = user?.id ?? null;
  const [state, setState] = useState<{ for: string | null; broadcast: BroadcastState; known: boolean }>({
    for: null,
    broadcast: NOT_LIVE,
    known: false,
  });
  const [connected, setConnected] = useState(false);
  const listeners = useRef(new Set<RequestsListener>());

  const show = useCallback((forUser: string, broadcast: BroadcastState) => {
    setState({ for: forUser, broadcast, known: true });
  }, []);

  useEffect(() => {
    if (!userId) return;
    const aborted = new AbortController();
    readOwnBroadcast(aborted.signal)
      .then((answer) => show(userId, answer.broadcast))
      .catch(() => undefined);
    const connection = connectHost(
      {
        onBroadcast: (broadcast) => show(userId, broadcast),
        onRequests: (message) => {
          for (const listener of listeners.current) listener(message);
        },
        onConnected: setConnected,
        // The session ended elsewhere: asking again finds it signed out, and the pages say so.
        onSessionEnded: () => void refresh(),
      },
      { url: liveUrl(window.location, LIVE_PATH) },
    );
    const online = () => connection.retryNow();
    window.addEventListener('online', online);
    return () => {
      aborted.abort();
      window.removeEventListener('online', online);
      connection.close();
      setConnected(false);
    };
  }, [userId, show, refresh]);

  const value = useMemo<LiveHost>(() => {
    const mine = userId !== null && state.for === userId;
    return {
      userId,
      broadcast: mine ? state.broadcast : NOT_LIVE,
      known: mine && state.known,
      connected,
      setLive: async (campaignId, live) => {
        const answer = await toggleBroadcast(campaignId, live);
        if (userId) show(userId, answer.broadcast);
        return answer.broadcast;
      },
      setEncounter: async (encounterId) => {
        const answer = await setBroadcastEncounter(encounterId);
        if (userId) show(userId, answer.broadcast);
        return answer.broadcast;
      },
      subscribeRequests: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    };
  }, [userId, state, connected, show]);

  return <LiveHostContext.Provider value={value}>{children}</LiveHostContext.Provider>;
}

/** The signed-in GM's broadcast and what changes it. */
export function useLiveHost(): LiveHost {
  return useContext(LiveHostContext);
}
