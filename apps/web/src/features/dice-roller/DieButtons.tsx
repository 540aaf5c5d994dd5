import { Button, NumberInput, SegmentedControl, Text } from '@mantine/core';
import type { AdvantageMode } from '@skald/rules/dice/roll-d20';
import { useId, useState } from 'react';
import { advantageFromClick } from '../../lib/rolls-advantage.ts';
import classes from './DiceRoller.module.css';
import { DIE_SIDES, dieRequest, type RollRequest } from './dice-request.ts';

const MODES: { value: AdvantageMode; label: string }[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'advantage', label: 'Advantage' },
  { value: 'disadvantage', label: 'Disadvantage' },
];

/** A number field's value, or `fallback` while it is empty or half typed ('-'). */
function wholeNumber(value: string | number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : fallback;
}

/**
 * One button per die, with the count and modifier they roll. The d20 takes advantage on Shift-click and
 * disadvantage on Ctrl-click, or from the segmented control, which is how a touch screen asks.
 */
export function DieButtons({ onRoll }: { onRoll(request: RollRequest): void }) {
  const [count, setCount] = useState<string | number>(1);
  const [modifier, setModifier] = useState<string | number>(0);
  const [mode, setMode] = useState<AdvantageMode>('normal');
  const modeLabel = useId();

  return (
    <div className={classes.section}>
      <div className={classes.dice}>
        {DIE_SIDES.map((sides) => (
          <Button
            key={sides}
            variant="default"
            className={classes.die}
            aria-label={`Roll d${sides}`}
            title={sides === 20 ? 'Shift-click for advantage, Ctrl-click for disadvantage' : undefined}
            onClick={(event) =>
              onRoll(
                dieRequest(
                  sides,
                  wholeNumber(count, 1),
                  wholeNumber(modifier, 0),
                  sides === 20 ? advantageFromClick(event, mode) : 'normal',
                ),
              )
            }
          >
            d{sides}
          </Button>
        ))}
      </div>
      <div className={classes.amounts}>
        <NumberInput
          label="Dice"
          value={count}
          onChange={setCount}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
        />
        <NumberInput
          label="Modifier"
          value={modifier}
          onChange={setModifier}
          min={-9999}
          max={9999}
          allowDecimal={false}
          clampBehavior="strict"
        />
      </div>
      <div>
        <Text component="p" fz="sm" fw={500} id={modeLabel} mb={4}>
          The d20 rolls with
        </Text>
        <SegmentedControl
          aria-labelledby={modeLabel}
          fullWidth
          size="sm"
          data={MODES}
          value={mode}
          onChange={(value) => setMode(value as AdvantageMode)}
        />
        <Text c="dimmed" fz="xs" mt={4}>
          Or Shift-click the d20 for advantage, Ctrl-click for disadvantage.
        </Text>
      </div>
    </div>
  );
}
