import { Center, Container, Loader } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { sessionGestures } from './actions/dispatch.ts';
import { resetEncounter } from './actions/turn-actions.ts';
import { DemoFinished } from './demo/DemoFinished.tsx';
import { demoSession, forgetKeptDemo } from './demo/demo-session.ts';
import { RunnerScreen } from './runner/RunnerScreen.tsx';
import type { EncounterSession } from './session/encounter-session.ts';

/** Resetting the demo waits a second (combat.md §4), so the GM sees it happen. */
const DEMO_RESET_DELAY_MS = 1000;

/** /demo/run-encounter: the demo fight, run and kept in the browser; nothing reaches the server. */
export function RunDemoPage() {
  const [session, setSession] = useState<EncounterSession | null>(null);
  const [resetting, setResetting] = useState(false);

  useEffect(() => {
    let live = true;
    void demoSession().then((loaded) => {
      if (live) setSession(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!session || resetting) {
    return (
      <Center h="60vh">
        <Loader aria-label={resetting ? 'Resetting the demo' : 'Loading the demo'} />
      </Center>
    );
  }

  const reset = () => {
    setResetting(true);
    setTimeout(() => {
      sessionGestures(session, () => {})(resetEncounter, undefined);
      forgetKeptDemo();
      setResetting(false);
    }, DEMO_RESET_DELAY_MS);
  };

  return <DemoRun session={session} onReset={reset} />;
}

/** The fight, or the finished screen once the GM finishes it; redrawn only when the fight finishes or resumes. */
function DemoRun({ session, onReset }: { session: EncounterSession; onReset(): void }) {
  const finished = useSyncExternalStore(session.subscribe, () => session.snapshot().encounter.finished);
  if (finished) return <DemoFinished encounter={session.snapshot().encounter} onReset={onReset} />;
  return (
    <Container fluid p="md">
      <RunnerScreen session={session} onReset={onReset} />
    </Container>
  );
}
