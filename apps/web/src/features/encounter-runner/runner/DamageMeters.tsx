import { Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import type { EncounterEntity, Meters } from '@skald/rules/encounter/entity';
import { useState } from 'react';
import classes from './Runner.module.css';

const VIEWS = [
  { value: 'damage', label: 'Damage', over: 'overkill', color: 'red' },
  { value: 'healing', label: 'Healing', over: 'overhealing', color: 'green' },
  { value: 'damageTaken', label: 'Taken', over: 'overkillTaken', color: 'orange' },
  { value: 'healingTaken', label: 'Healed', over: 'overhealingTaken', color: 'teal' },
] as const satisfies readonly { value: keyof Meters; label: string; over: keyof Meters; color: string }[];

/** Who dealt, healed, took and received the most, as bars a GM reads at a glance; excess shown faded. */
export function DamageMeters({ entities }: { entities: readonly EncounterEntity[] }) {
  const [viewName, setViewName] = useState<string>('damage');
  const view = VIEWS.find((candidate) => candidate.value === viewName) ?? VIEWS[0];
  const rows = entities
    .map((entity) => ({ entity, amount: entity.meters[view.value], over: entity.meters[view.over] }))
    .filter((row) => row.amount + row.over > 0)
    .sort((a, b) => b.amount - a.amount);
  const top = Math.max(1, ...rows.map((row) => row.amount + row.over));
  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        value={view.value}
        onChange={setViewName}
        data={VIEWS.map(({ value, label }) => ({ value, label }))}
      />
      {rows.length === 0 && <Text c="dimmed">No {view.label.toLowerCase()} yet.</Text>}
      <ul className={`${classes.list} ${classes.meterList}`}>
        {rows.map(({ entity, amount, over }) => (
          <li key={entity.key} className={classes.meter}>
            <Text size="sm" truncate>
              {entity.name}
            </Text>
            <Progress.Root size="lg">
              <Progress.Section
                value={(100 * amount) / top}
                color={view.color}
                aria-label={`${entity.name}: ${amount} ${view.label.toLowerCase()}`}
              />
              <Progress.Section
                value={(100 * over) / top}
                color={view.color}
                opacity={0.35}
                aria-label={`${entity.name}: ${over} ${view.over.replace('Taken', ' taken')}`}
              />
            </Progress.Root>
            <Text size="sm" ta="right">
              {amount}
              {over > 0 && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  +{over}
                </Text>
              )}
            </Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
