import { Checkbox, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { type EntityVisibility, HEALTH_DISPLAYS, type HealthDisplay } from '@skald/rules/encounter/entity-visibility';
import type { FollowerSide } from '@skald/rules/encounter/follower-visibility';
import { useId } from 'react';
import { HEALTH_LABELS, SIDE_LABELS, visibilityToggles } from './follower-visibility-labels.ts';

interface SideVisibilityProps {
  side: FollowerSide;
  value: EntityVisibility;
  onChange(value: EntityVisibility): void;
}

/** What followers see of one side: a health choice and a switch per detail. */
export function SideVisibility({ side, value, onChange }: SideVisibilityProps) {
  const titleId = useId();
  const label = SIDE_LABELS[side];
  return (
    <Paper withBorder p="sm" radius="md" component="fieldset" aria-labelledby={titleId} m={0}>
      <Stack gap="xs">
        <Text fw={600} id={titleId}>
          {label}
        </Text>
        <SegmentedControl
          size="xs"
          fullWidth
          role="radiogroup"
          aria-label={`${label}: health`}
          data={HEALTH_DISPLAYS.map((display) => ({ value: display, label: HEALTH_LABELS[display] }))}
          value={value.health}
          onChange={(health) => onChange({ ...value, health: health as HealthDisplay })}
        />
        <Group gap="md">
          {visibilityToggles(side).map(({ field, label: fieldLabel }) => (
            <Checkbox
              key={field}
              size="xs"
              label={fieldLabel}
              aria-label={`${label}: ${fieldLabel.toLowerCase()}`}
              checked={value[field]}
              onChange={(event) => onChange({ ...value, [field]: event.currentTarget.checked })}
            />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
