import { Button } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import type { MouseEvent } from 'react';

interface RollChipProps {
  /** What the chip shows: '+4 to hit', '1d6+2 slashing'. */
  label: string;
  /** Read before the label, so the button says what it rolls: 'Roll Scimitar'. */
  context: string;
  onRoll(event: MouseEvent<HTMLButtonElement>): void;
  /** A d20 roll takes advantage (Shift) or disadvantage (Ctrl); damage dice do not. */
  d20?: boolean;
}

/** A small button that rolls one part of an ability; shift rolls with advantage, ctrl with disadvantage. */
export function RollChip({ label, context, onRoll, d20 = false }: RollChipProps) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      radius="xl"
      leftSection={<IconDice5 size={14} stroke={1.8} aria-hidden="true" />}
      onClick={onRoll}
      // The name starts with the visible words' context and contains them, so voice control finds it too.
      aria-label={`${context}: ${label}`}
      title={d20 ? 'Shift-click for advantage, Ctrl-click for disadvantage' : undefined}
    >
      {label}
    </Button>
  );
}
