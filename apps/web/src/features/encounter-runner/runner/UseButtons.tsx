import { ActionIcon } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

interface UseButtonsProps {
  /** The names the buttons are read by, e.g. "Use Fire Breath" and "Regain Fire Breath". */
  useLabel: string;
  regainLabel: string;
  canUse: boolean;
  canRegain: boolean;
  onUse(): void;
  onRegain(): void;
}

/** − spends one, + gives one back: the same pair for limited uses, the legendary pool and spell slots. */
export function UseButtons({ useLabel, regainLabel, canUse, canRegain, onUse, onRegain }: UseButtonsProps) {
  return (
    <>
      <ActionIcon size="sm" variant="light" aria-label={useLabel} title={useLabel} disabled={!canUse} onClick={onUse}>
        <IconMinus size={14} />
      </ActionIcon>
      <ActionIcon
        size="sm"
        variant="light"
        aria-label={regainLabel}
        title={regainLabel}
        disabled={!canRegain}
        onClick={onRegain}
      >
        <IconPlus size={14} />
      </ActionIcon>
    </>
  );
}
