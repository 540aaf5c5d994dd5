import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import type { RunGesture } from '../actions/combat-action.ts';
import { damageTargets, healTargets } from '../actions/hit-point-actions.ts';
import classes from './Runner.module.css';

interface QuickHitPointBarProps {
  targets: readonly string[];
  /** The combatant whose turn it is deals it. */
  dealer: string | null;
  run: RunGesture;
}

/** On a phone, damage and healing for the picked targets within a thumb's reach, at the bottom of the screen. */
export function QuickHitPointBar({ targets, dealer, run }: QuickHitPointBarProps) {
  const [amount, setAmount] = useState<number | string>('');
  if (targets.length === 0) return null;
  const value = typeof amount === 'number' && amount >= 0 ? amount : null;
  const send = (kind: 'damage' | 'heal') => {
    if (value === null) return;
    run(kind === 'heal' ? healTargets : damageTargets, { amount: value, by: dealer });
    setAmount('');
  };
  return (
    <Group className={classes.quickBar} gap="xs" wrap="nowrap" role="group" aria-label="Quick damage and healing">
      <Text size="sm" fw={600} className={classes.quickCount}>
        ×{targets.length}
        <span className="visually-hidden"> {targets.length === 1 ? 'target' : 'targets'}</span>
      </Text>
      <NumberInput
        aria-label="Quick amount"
        placeholder="Amount"
        min={0}
        allowDecimal={false}
        hideControls
        value={amount}
        onChange={setAmount}
        className={classes.quickAmount}
        inputMode="numeric"
      />
      <Button color="red" px="sm" disabled={value === null} onClick={() => send('damage')}>
        Damage
      </Button>
      <Button color="green" variant="light" px="sm" disabled={value === null} onClick={() => send('heal')}>
        Heal
      </Button>
    </Group>
  );
}
