import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { encounterBand2024 } from '@skald/rules/maths/budget-2024';
import { encounterDifficulty2014 } from '@skald/rules/maths/difficulty-2014';
import { DIFFICULTY_COLORS } from '../../../components/encounter/difficulty-colors.ts';
import { sentenceCase } from '../../../lib/labels.ts';
import { DifficultyBar } from './DifficultyBar.tsx';
import { monsterCopies, type PlannedMonster } from './planned-monsters.ts';

const number = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 1 });

function RuleHeading({ title, result }: { title: string; result: string }) {
  return (
    <Group gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Badge variant="light" color={DIFFICULTY_COLORS[result]} aria-label={`${title}: ${sentenceCase(result)}`}>
        {sentenceCase(result)}
      </Badge>
    </Group>
  );
}

/**
 * How hard the fight is for the party, both ways: the 2014 rules (XP times the multiplier for the number
 * of monsters and the party's size, against the thresholds) and the 2024 budget (plain XP against low,
 * moderate and high), each with a bar showing where the encounter sits.
 */
export function DifficultyPanel({ levels, monsters }: { levels: number[]; monsters: PlannedMonster[] }) {
  const copies = monsterCopies(monsters);
  const rules2014 = encounterDifficulty2014(levels, copies);
  const rules2024 = encounterBand2024(levels, copies);
  const { thresholds } = rules2014;
  const { budget } = rules2024;
  const perCharacter = levels.length > 0 ? Math.floor(rules2014.xp / levels.length) : 0;
  return (
    <Stack gap="md" component="section" aria-labelledby="difficulty-title">
      <Title order={2} size="h4" id="difficulty-title">
        Difficulty
      </Title>
      <Group gap="lg" aria-live="polite">
        <Text size="sm">
          <b>{number(rules2014.xp)}</b> XP in all
        </Text>
        <Text size="sm">
          <b>{number(perCharacter)}</b> XP per character
        </Text>
        <Text size="sm">
          <b>{copies.length}</b> {copies.length === 1 ? 'monster' : 'monsters'}
        </Text>
      </Group>

      <Stack gap={6}>
        <RuleHeading title="2014 rules" result={rules2014.difficulty} />
        <Text size="sm" c="dimmed">
          Adjusted XP {number(rules2014.adjustedXp)} ({number(rules2014.xp)} × {rules2014.multiplier} for{' '}
          {copies.length} {copies.length === 1 ? 'monster' : 'monsters'} against {levels.length}{' '}
          {levels.length === 1 ? 'character' : 'characters'})
        </Text>
        <DifficultyBar
          measure="Adjusted XP"
          xp={rules2014.adjustedXp}
          result={rules2014.difficulty}
          steps={[
            { name: 'easy', xp: thresholds.easy },
            { name: 'medium', xp: thresholds.medium },
            { name: 'hard', xp: thresholds.hard },
            { name: 'deadly', xp: thresholds.deadly },
          ]}
        />
      </Stack>

      <Stack gap={6}>
        <RuleHeading title="2024 rules" result={rules2024.band} />
        <Text size="sm" c="dimmed">
          {number(rules2024.xp)} XP against the party's budget (no multiplier)
        </Text>
        <DifficultyBar
          measure="XP"
          xp={rules2024.xp}
          result={rules2024.band}
          steps={[
            { name: 'low', xp: budget.low },
            { name: 'moderate', xp: budget.moderate },
            { name: 'high', xp: budget.high },
          ]}
        />
      </Stack>
    </Stack>
  );
}
