import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { encounterChallenge } from '@skald/rules/maths/encounter-difficulty';
import { Link } from 'react-router';
import { FinishedMeters } from '../saved/FinishedMeters.tsx';

interface DemoFinishedProps {
  encounter: Encounter;
  onReset(): void;
}

/** The end of the demo: who did what, the XP the party earned, and what an account adds. */
export function DemoFinished({ encounter, onReset }: DemoFinishedProps) {
  const { partyLevels, difficulty2014 } = encounterChallenge(encounter);
  const share = partyLevels.length > 0 ? Math.floor(difficulty2014.xp / partyLevels.length) : 0;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Demo finished</Title>
          <Text c="dimmed">
            {encounter.round} {encounter.round === 1 ? 'round' : 'rounds'} fought. The party earns{' '}
            {difficulty2014.xp.toLocaleString('en')} XP
            {partyLevels.length > 0 ? `, ${share.toLocaleString('en')} each` : ''}.
          </Text>
        </div>
        <FinishedMeters entities={encounter.entities} />
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Run your own campaigns
            </Title>
            <Text size="sm">
              With an account your players, monsters and encounters are kept, and your players follow the fight from
              their phones.
            </Text>
            <Group>
              <Button component={Link} to="/sign-up">
                Sign up
              </Button>
              <Button variant="default" onClick={onReset}>
                Run the demo again
              </Button>
              <Button variant="subtle" component={Link} to="/demo">
                Back to the builder
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
