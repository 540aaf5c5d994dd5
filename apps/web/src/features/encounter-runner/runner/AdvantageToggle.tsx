import { SegmentedControl } from '@mantine/core';
import type { AdvantageMode } from '@skald/rules/dice/roll-d20';

interface AdvantageToggleProps {
  value: AdvantageMode;
  onChange(mode: AdvantageMode): void;
}

const MODES: { value: AdvantageMode; label: string }[] = [
  { value: 'advantage', label: 'Advantage' },
  { value: 'normal', label: 'Normal' },
  { value: 'disadvantage', label: 'Disadvantage' },
];

/** The touch way to Shift- or Ctrl-click: the mode of the next roll, back to Normal once it is rolled. */
export function AdvantageToggle({ value, onChange }: AdvantageToggleProps) {
  return (
    <SegmentedControl
      size="xs"
      aria-label="Next roll"
      value={value}
      onChange={(mode) => onChange(mode as AdvantageMode)}
      data={MODES}
      color={value === 'advantage' ? 'teal' : value === 'disadvantage' ? 'red' : undefined}
    />
  );
}
