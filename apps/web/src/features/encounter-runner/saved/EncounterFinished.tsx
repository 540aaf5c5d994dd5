import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FinishedMeters } from './FinishedMeters.tsx';

interface EncounterFinishedProps {
  encounter: Encounter;
  campaignId: string;
  title: string;
  /** What became of the fight: saved with the campaign, or nothing saved (test mode). */
  note: ReactNode;
  resetLabel: string;
  onReset(): void;
  /** What the GM may do with a finished fight besides: give its rewards. */
  children?: ReactNode;
}

/** A finished encounter: rounds fought, who did what, and the way back to its campaign. */
export function EncounterFinished({
  encounter,
  campaignId,
  title,
  note,
  resetLabel,
  onReset,
  children,
}: EncounterFinishedProps) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">
            {encounter.name}: {encounter.round} {encounter.round === 1 ? 'round' : 'rounds'} fought.
          </Text>
        </div>
        {note}
        {children}
        <FinishedMeters entities={encounter.entities} />
        <Group>
          <Button component={Link} to={`/content/campaigns/${campaignId}`}>
            Back to the campaign
          </Button>
          <Button variant="default" onClick={onReset}>
            {resetLabel}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
