import { Container, Group } from '@mantine/core';
import type { Weather } from '@skald/contract/library/encounter-record';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { WeatherLayer } from '../../../lib/weather/WeatherLayer.tsx';
import { sessionGestures } from '../actions/dispatch.ts';
import { resetEncounter } from '../actions/turn-actions.ts';
import { RunnerScreen } from '../runner/RunnerScreen.tsx';
import type { ServerSession } from '../session/server-session.ts';
import { AwardRewards } from './AwardRewards.tsx';
import { EncounterFinished } from './EncounterFinished.tsx';
import { EncounterLoading } from './EncounterLoading.tsx';
import { LiveBadge } from './LiveBadge.tsx';
import { SavedRunFrame } from './SavedRunFrame.tsx';
import { SyncStatusBadge } from './SyncStatusBadge.tsx';
import { useSavedEncounter } from './use-saved-encounter.ts';
import { useSyncNotices } from './use-sync-notices.ts';

/** /run-encounter/{campid}/{encid}: a saved encounter run for real, every change kept by the server. */
export function RunEncounterPage() {
  const { campid = '', encid = '' } = useParams();
  const load = useSavedEncounter(campid, encid);
  useSyncNotices(load && 'session' in load ? load.session : null);

  if (load === null || 'error' in load) return <EncounterLoading error={load?.error} />;
  return <SavedRun session={load.session} weather={load.weather} campaignId={campid} encounterId={encid} />;
}

/** The fight under its weather, or the finished screen once the GM finishes it; redrawn only when it finishes or resumes. */
function SavedRun({
  session,
  weather,
  campaignId,
  encounterId,
}: {
  session: ServerSession;
  weather: Weather;
  campaignId: string;
  encounterId: string;
}) {
  const finished = useSyncExternalStore(session.subscribe, () => session.snapshot().encounter.finished);
  // Through the dispatcher like every gesture; what the server refuses, the sync notices report.
  const reset = useCallback(() => sessionGestures(session, () => {})(resetEncounter, undefined), [session]);
  const saved = useMemo(() => ({ campaignId, encounterId }), [campaignId, encounterId]);
  if (finished) {
    return (
      <EncounterFinished
        encounter={session.snapshot().encounter}
        campaignId={campaignId}
        title="Encounter finished"
        note={
          <Group gap="xs">
            <LiveBadge campaignId={campaignId} encounterId={encounterId} />
            <SyncStatusBadge session={session} />
          </Group>
        }
        resetLabel="Reset encounter"
        onReset={reset}
      >
        <AwardRewards campaignId={campaignId} encounterId={encounterId} session={session} />
      </EncounterFinished>
    );
  }
  return (
    <Container fluid p="md">
      <WeatherLayer weather={weather} />
      <SavedRunFrame
        campaignId={campaignId}
        aside={
          <Group gap="xs" wrap="nowrap">
            <LiveBadge campaignId={campaignId} encounterId={encounterId} />
            <SyncStatusBadge session={session} />
          </Group>
        }
      >
        <RunnerScreen session={session} onReset={reset} saved={saved} />
      </SavedRunFrame>
    </Container>
  );
}
