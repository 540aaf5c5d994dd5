import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import { useEffect, useState } from 'react';
import type { InitiativeSource } from '../../features/dm-screen/InitiativePanel.tsx';
import { DEMO_STORAGE_KEY } from '../../features/encounter-runner/demo/demo-session.ts';
import { loadStoredEncounter } from '../../features/encounter-runner/session/stored-encounter.ts';
import { callUrl } from '../../lib/api/call-route.ts';
import { useRouteQuery } from '../../lib/api/route-queries.ts';
import { forgetRunningEncounter, readRunningEncounter } from '../../lib/encounter/running-encounter.ts';
import { useLiveHost } from '../../lib/live/live-host.tsx';
import { useSession } from '../../lib/session.tsx';

/** The demo fight this browser keeps, read again when the demo runs on in another tab. */
function useKeptDemo() {
  const [demo, setDemo] = useState(() => loadStoredEncounter(DEMO_STORAGE_KEY));
  useEffect(() => {
    const changed = (event: StorageEvent) => {
      if (event.key === DEMO_STORAGE_KEY) setDemo(loadStoredEncounter(DEMO_STORAGE_KEY));
    };
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, []);
  return demo;
}

/**
 * The fight the DM screen's initiative panel shows. Signed in: the encounter being broadcast, else the saved
 * encounter last run in this browser, read from the server and read again at each new version it
 * announces. A visitor: the demo fight kept in this browser.
 */
export function useActiveInitiative(): InitiativeSource {
  const { user, loading } = useSession();
  const { broadcast } = useLiveHost();
  const demo = useKeptDemo();
  const [running, setRunning] = useState(readRunningEncounter);
  const live = broadcast.live && broadcast.campaignId && broadcast.encounterId;
  const address = live ? { campaignId: broadcast.campaignId ?? '', encounterId: broadcast.encounterId ?? '' } : running;
  const params = { id: address?.campaignId ?? '', encid: address?.encounterId ?? '' };
  const snapshot = useRouteQuery(encounterRoutes.snapshot, { params }, Boolean(user && address));
  const { refetch } = snapshot;

  const { id, encid } = params;
  useEffect(() => {
    if (!user || !id || !encid) return;
    const url = callUrl<typeof encounterRoutes.events>(encounterRoutes.events, { params: { id, encid } });
    const events = new EventSource(url);
    events.addEventListener('version', () => void refetch());
    return () => events.close();
  }, [user, id, encid, refetch]);

  const missing = snapshot.error?.status === 404 || snapshot.error?.status === 403;
  useEffect(() => {
    if (missing && !live) {
      forgetRunningEncounter();
      setRunning(null);
    }
  }, [missing, live]);

  if (loading) return { status: 'loading' };
  if (!user) {
    return demo
      ? { status: 'ready', encounter: demo.encounter, origin: 'Demo', runLink: '/demo/run-encounter' }
      : { status: 'none', signedIn: false };
  }
  if (!address || missing) return { status: 'none', signedIn: true };
  if (snapshot.data) {
    return {
      status: 'ready',
      encounter: snapshot.data.encounter,
      origin: live ? 'Live' : 'Last run here',
      runLink: `/run-encounter/${address.campaignId}/${address.encounterId}`,
    };
  }
  if (snapshot.error) return { status: 'failed', message: snapshot.error.message, retry: () => void refetch() };
  return { status: 'loading' };
}
