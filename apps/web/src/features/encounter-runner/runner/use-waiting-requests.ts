import { broadcastRoutes } from '@skald/contract/live/broadcast-routes';
import { useEffect } from 'react';
import { useRouteQuery } from '../../../lib/api/route-queries.ts';
import { useLiveHost } from '../../../lib/live/live-host.tsx';
import { useSession } from '../../../lib/session.tsx';

/**
 * Followers' waiting requests on one saved encounter, read again on each requests ping of the GM's host
 * socket for it, and whenever that socket (re)connects once the session is read: pings missed while it
 * was away, and the session's first answer empties the query cache. One cached query: the tab's count
 * and the list share it.
 */
export function useWaitingRequests(campaignId: string, encounterId: string) {
  const { subscribeRequests, connected } = useLiveHost();
  const { loading } = useSession();
  const query = useRouteQuery(broadcastRoutes.requests, { params: { id: campaignId, encid: encounterId } });
  const { refetch } = query;
  useEffect(
    () =>
      subscribeRequests((ping) => {
        if (ping.campaignId === campaignId && ping.encounterId === encounterId) void refetch();
      }),
    [subscribeRequests, refetch, campaignId, encounterId],
  );
  useEffect(() => {
    if (connected && !loading) void refetch();
  }, [connected, loading, refetch]);
  return query;
}
