import { NumberInput, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { ABILITY_METHODS, type AbilityMethod } from '@skald/contract/character-builder/build-limits';
import { buildStats } from '@skald/contract/character-builder/build-stats';
import {
  POINT_BUY_BUDGET,
  POINT_BUY_MAX,
  POINT_BUY_MIN,
  pointBuyCost,
  pointBuySpent,
  STANDARD_ARRAY,
} from '@skald/rules/character/ability-generation';
import { ABILITIES, type Ability } from '@skald/rules/constants/abilities';
import { sentenceCase, signed } from '../../../lib/labels.ts';
import { highestAffordable, pointBuyScores, scoresForMethod, swapStandardValue } from '../score-methods.ts';
import type { TabProps } from './tab-props.ts';

/** Every score point buy can buy, from 8 to 15. */
const POINT_BUY_SCORES = Array.from({ length: POINT_BUY_MAX - POINT_BUY_MIN + 1 }, (_, step) => POINT_BUY_MIN + step);

const METHOD_LABELS: Record<AbilityMethod, string> = {
  standard: 'Standard array',
  'point-buy': 'Point buy',
  manual: 'Manual entry',
};

/** The six scores: the standard array, point buy (27 points, 8-15) or typed; racial bonuses and modifiers beside. */
export function AbilitiesTab({ build, change }: TabProps) {
  const stats = buildStats(build);
  const method = build.abilityMethod;
  const spent = pointBuySpent(build.baseScores) ?? 0;

  const scoreControl = (ability: Ability) => {
    const label = `${sentenceCase(ability)} score`;
    const score = build.baseScores[ability];
    if (method === 'standard') {
      return (
        <Select
          aria-label={label}
          w={76}
          allowDeselect={false}
          data={STANDARD_ARRAY.map(String)}
          value={String(score)}
          onChange={(value) =>
            change((current) => ({
              ...current,
              baseScores: swapStandardValue(current.baseScores, ability, Number(value)),
            }))
          }
        />
      );
    }
    if (method === 'point-buy') {
      const highest = highestAffordable(build.baseScores, ability);
      return (
        <Select
          aria-label={label}
          w={76}
          allowDeselect={false}
          data={POINT_BUY_SCORES.map((value) => ({
            value: String(value),
            label: String(value),
            disabled: value > highest,
          }))}
          value={String(score)}
          onChange={(value) =>
            change((current) => {
              const next = pointBuyScores(current.baseScores, ability, Number(value));
              return next ? { ...current, baseScores: next } : current;
            })
          }
        />
      );
    }
    return (
      <NumberInput
        aria-label={label}
        w={76}
        min={1}
        max={30}
        allowDecimal={false}
        allowNegative={false}
        value={score}
        onChange={(value) => {
          if (typeof value === 'number' && value >= 1 && value <= 30) {
            change((current) => ({ ...current, baseScores: { ...current.baseScores, [ability]: value } }));
          }
        }}
      />
    );
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="How the scores are made"
        value={method}
        data={ABILITY_METHODS.map((value) => ({ value, label: METHOD_LABELS[value] }))}
        onChange={(value) =>
          change((current) => ({
            ...current,
            abilityMethod: value as AbilityMethod,
            baseScores: scoresForMethod(value as AbilityMethod, current.baseScores),
          }))
        }
      />
      {method === 'standard' && (
        <Text size="sm" c="dimmed">
          Give 15, 14, 13, 12, 10 and 8 to the six abilities; choosing a value another ability holds swaps the two.
        </Text>
      )}
      {method === 'point-buy' && (
        <Text size="sm" aria-live="polite">
          Points left: <strong>{POINT_BUY_BUDGET - spent}</strong> of {POINT_BUY_BUDGET}. Each score costs from 0 (8) to
          9 (15).
        </Text>
      )}
      <Table verticalSpacing="xs" horizontalSpacing={6} aria-label="Ability scores">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ability</Table.Th>
            <Table.Th>Base</Table.Th>
            {method === 'point-buy' && <Table.Th visibleFrom="sm">Cost</Table.Th>}
            <Table.Th>Bonus</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>Mod</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ABILITIES.map((ability) => (
            <Table.Tr key={ability}>
              <Table.Td>{sentenceCase(ability)}</Table.Td>
              <Table.Td>{scoreControl(ability)}</Table.Td>
              {method === 'point-buy' && (
                <Table.Td visibleFrom="sm">{pointBuyCost(build.baseScores[ability]) ?? '—'}</Table.Td>
              )}
              <Table.Td>{signed(build.abilityBonuses[ability])}</Table.Td>
              <Table.Td>{stats.scores[ability]}</Table.Td>
              <Table.Td>{signed(stats.modifiers[ability])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
