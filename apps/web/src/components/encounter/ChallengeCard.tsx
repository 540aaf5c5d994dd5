import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { encounterChallenge } from '@skald/rules/maths/encounter-difficulty';
import { sentenceCase } from '../../lib/labels.ts';
import { DIFFICULTY_COLORS } from './difficulty-colors.ts';

/**
 * XP and difficulty, by the 2014 thresholds and by the 2024 budget, as the roster changes: against the
 * encounter's players, or the levels of `party` when given (a campaign's players).
 */
export function ChallengeCard({ encounter, party }: { encounter: Pick<Encounter, 'entities'>; party?: number[] }) {
  const { partyLevels, difficulty2014, band2024 } = encounterChallenge(encounter, party);
  return (
    <Stack gap="xs" component="section" aria-labelledby="challenge-title">
      <Title order={2} size="h4" id="challenge-title">
        Difficulty
      </Title>
      <Text size="sm" c="dimmed">
        {partyLevels.length === 0
          ? 'Add players to measure the fight against them.'
          : `A party of ${partyLevels.length} (${partyLevels.length === 1 ? 'level' : 'levels'} ${partyLevels.join(', ')})`}
      </Text>
      <Group gap="xs" aria-live="polite">
        <Text size="sm">2014 rules:</Text>
        <Badge variant="light" color={DIFFICULTY_COLORS[difficulty2014.difficulty]}>
          {sentenceCase(difficulty2014.difficulty)}
        </Badge>
        <Text size="sm" c="dimmed">
          {difficulty2014.xp.toLocaleString('en')} XP, adjusted {difficulty2014.adjustedXp.toLocaleString('en')}
        </Text>
      </Group>
      <Group gap="xs">
        <Text size="sm">2024 rules:</Text>
        <Badge variant="light" color={DIFFICULTY_COLORS[band2024.band]}>
          {sentenceCase(band2024.band)}
        </Badge>
        <Text size="sm" c="dimmed">
          budget {band2024.budget.low.toLocaleString('en')} / {band2024.budget.moderate.toLocaleString('en')} /{' '}
          {band2024.budget.high.toLocaleString('en')}
        </Text>
      </Group>
    </Stack>
  );
}
