import { Alert, Container, Text } from '@mantine/core';
import type { Weather } from '@skald/contract/library/encounter-record';
import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { callRoute } from '../../../lib/api/call-route.ts';
import { WeatherLayer } from '../../../lib/weather/WeatherLayer.tsx';
import { RunnerScreen } from '../runner/RunnerScreen.tsx';
import type { EncounterSession } from '../session/encounter-session.ts';
import { EncounterFinished } from './EncounterFinished.tsx';
import { EncounterLoading } from './EncounterLoading.tsx';
import { SavedRunFrame } from './SavedRunFrame.tsx';
import { startTestSession } from './test-mode-session.ts';

type TestLoad = { saved: Encounter; weather: Weather } | { error: string } | null;

const NOTHING_SAVED = 'Test mode — nothing is saved';

/** /test-encounter/{campid}/{encid}: the saved encounter tried out in the browser; it reads once and writes nothing. */
export function TestEncounterPage() {
  const { campid = '', encid = '' } = useParams();
  const [load, setLoad] = useState<TestLoad>(null);
  const [session, setSession] = useState<EncounterSession | null>(null);

  useEffect(() => {
    let live = true;
    setLoad(null);
    callRoute(encounterRoutes.read, { params: { id: campid, encid } }).then(
      (stored) => {
        if (!live) return;
        setLoad({ saved: stored.encounter, weather: stored.weather });
        setSession(startTestSession(stored.encounter));
      },
      (error: unknown) => {
        if (live) setLoad({ error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [campid, encid]);

  if (load === null || 'error' in load) return <EncounterLoading error={load?.error} />;
  if (session === null) return <EncounterLoading />;
  const again = () => setSession(startTestSession(load.saved));
  return <TestRun session={session} weather={load.weather} campaignId={campid} onReset={again} />;
}

interface TestRunProps {
  session: EncounterSession;
  weather: Weather;
  campaignId: string;
  onReset(): void;
}

function TestRun({ session, weather, campaignId, onReset }: TestRunProps) {
  const finished = useSyncExternalStore(session.subscribe, () => session.snapshot().encounter.finished);
  if (finished) {
    return (
      <EncounterFinished
        encounter={session.snapshot().encounter}
        campaignId={campaignId}
        title="Test finished"
        note={<Text>Nothing of this test was saved: the encounter is as it was.</Text>}
        resetLabel="Test it again"
        onReset={onReset}
      />
    );
  }
  return (
    <Container fluid p="md">
      <WeatherLayer weather={weather} />
      <SavedRunFrame
        campaignId={campaignId}
        aside={
          <Alert color="yellow" variant="light" py={4} px="xs" role="status" aria-label={NOTHING_SAVED}>
            <Text size="sm" fw={600}>
              {NOTHING_SAVED}
            </Text>
          </Alert>
        }
      >
        <RunnerScreen session={session} onReset={onReset} />
      </SavedRunFrame>
    </Container>
  );
}
