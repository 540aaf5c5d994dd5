import { Alert, Anchor, Button, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { ChallengeCard } from '../../../components/encounter/ChallengeCard.tsx';
import { MonsterSearch } from '../../../components/encounter/MonsterSearch.tsx';
import { RosterList } from '../../../components/encounter/RosterList.tsx';
import { notifyNegative } from '../../../lib/notify.ts';
import { sessionGestures } from '../actions/dispatch.ts';
import { addMonsters, addPlayer, removeCombatant } from '../actions/roster-actions.ts';
import { demoSession, forgetDemoSession } from '../demo/demo-session.ts';
import type { EncounterSession } from '../session/encounter-session.ts';
import { AddPlayerForm } from './AddPlayerForm.tsx';
import classes from './Builder.module.css';

function Builder({ session, onStartOver }: { session: EncounterSession; onStartOver(): void }) {
  const { encounter } = useSyncExternalStore(session.subscribe, session.snapshot);
  const run = sessionGestures(session, (result) => {
    if (!result.ok) notifyNegative(result.error);
  });
  const underway = encounter.round > 0;
  // The tools list reaches the same tracker at its own address, under its own name.
  const title = useLocation().pathname === '/tools/combat-tracker' ? 'Combat tracker' : 'Demo encounter';
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{title}</Title>
            <Text c="dimmed">
              Build a fight, then run it round by round. Nothing is saved. To balance a party of any levels against
              filtered monsters, use the{' '}
              <Anchor component={Link} to="/tools/encounter-builder" underline="always">
                encounter builder
              </Anchor>
              .
            </Text>
          </div>
          <Button component={Link} to="/demo/run-encounter" size="md">
            {underway ? 'Continue the fight' : 'Run the encounter'}
          </Button>
        </Group>
        {underway && (
          <Alert title="The fight is under way" color="yellow">
            <Group justify="space-between">
              <Text size="sm">Changes here join the running fight. Start over for a fresh demo.</Text>
              <Button size="compact-sm" variant="light" color="yellow" onClick={onStartOver}>
                Start over
              </Button>
            </Group>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg" className={classes.panel}>
            <RosterList encounter={encounter} onRemove={(key) => run(removeCombatant, { key })} />
            <AddPlayerForm onAdd={(entity) => run(addPlayer, { entity })} />
          </Stack>
          <Stack gap="lg">
            <div className={classes.panel}>
              <ChallengeCard encounter={encounter} />
            </div>
            <div className={classes.panel}>
              <MonsterSearch onAdd={(pick, copies) => run(addMonsters, { pick, ...copies })} />
            </div>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/** /demo: the demo encounter builder (combat.md §9's party and monsters to start from). */
export function DemoBuilderPage() {
  const [session, setSession] = useState<EncounterSession | null>(null);
  useEffect(() => {
    let live = true;
    void demoSession().then((loaded) => live && setSession(loaded));
    return () => {
      live = false;
    };
  }, []);
  if (!session) {
    return (
      <Center h="50vh">
        <Loader aria-label="Loading the demo" />
      </Center>
    );
  }
  const startOver = () => {
    forgetDemoSession();
    setSession(null);
    void demoSession().then(setSession);
  };
  return <Builder session={session} onStartOver={startOver} />;
}
