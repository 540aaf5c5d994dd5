import { Button, Group, NumberInput, Select, Stack, Title } from '@mantine/core';
import { PREMADE_REMINDERS, type Reminder } from '@skald/rules/combat/reminder';
import { CONDITIONS, type Condition, EXHAUSTION_LEVELS, type ExhaustionLevel } from '@skald/rules/constants/conditions';
import { memo, useState } from 'react';
import type { RunGesture } from '../actions/combat-action.ts';
import { addConditionToTargets, addCustomReminder, addPremadeReminder } from '../actions/effect-actions.ts';
import { CustomReminderModal } from './CustomReminderModal.tsx';
import classes from './Runner.module.css';

const word = (text: string) => text[0]?.toUpperCase() + text.slice(1);

interface EffectsPanelProps {
  targets: readonly string[];
  run: RunGesture;
}

/**
 * Conditions (exhaustion with its level, any with a duration), premade and custom reminders for the
 * targets. Memoised: it reads only the targets, so hits elsewhere in the fight do not redraw its selects.
 */
export const EffectsPanel = memo(function EffectsPanel({ targets, run }: EffectsPanelProps) {
  const [condition, setCondition] = useState<Condition | null>(null);
  const [level, setLevel] = useState<string>('1');
  const [rounds, setRounds] = useState<number | string>('');
  const [reminder, setReminder] = useState<keyof typeof PREMADE_REMINDERS | null>(null);
  const [writing, setWriting] = useState(false);
  const none = targets.length === 0;

  const addCondition = () => {
    if (!condition) return;
    run(addConditionToTargets, {
      condition,
      level: Number(level) as ExhaustionLevel,
      ...(typeof rounds === 'number' ? { rounds } : {}),
    });
  };
  const addReminder = () => {
    if (reminder) run(addPremadeReminder, { reminder });
  };
  const addCustom = (custom: Reminder) => run(addCustomReminder, { reminder: custom });

  return (
    <Stack gap="xs" className={classes.panel} component="section" aria-labelledby="effects-title">
      <Title order={2} size="h4" id="effects-title">
        Conditions and reminders
      </Title>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Condition"
          placeholder="Choose"
          data={CONDITIONS.map((name) => ({ value: name, label: word(name) }))}
          value={condition}
          onChange={(value) => setCondition(value as Condition | null)}
          w={160}
        />
        {condition === 'exhaustion' && (
          <Select
            label="Level"
            data={EXHAUSTION_LEVELS.map(String)}
            value={level}
            onChange={(value) => setLevel(value ?? '1')}
            allowDeselect={false}
            w={80}
          />
        )}
        <NumberInput
          label="Rounds"
          placeholder="Until removed"
          min={1}
          max={100}
          value={rounds}
          onChange={setRounds}
          w={150}
        />
        <Button variant="light" disabled={none || !condition} onClick={addCondition}>
          Add condition
        </Button>
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Reminder"
          placeholder="Choose"
          data={Object.entries(PREMADE_REMINDERS).map(([key, premade]) => ({ value: key, label: premade.title }))}
          value={reminder}
          onChange={(value) => setReminder(value as keyof typeof PREMADE_REMINDERS | null)}
          w={200}
        />
        <Button variant="light" disabled={none || !reminder} onClick={addReminder}>
          Add reminder
        </Button>
        <Button variant="default" disabled={none} onClick={() => setWriting(true)}>
          Custom reminder…
        </Button>
      </Group>
      <CustomReminderModal
        opened={writing}
        targetCount={targets.length}
        onClose={() => setWriting(false)}
        onSave={addCustom}
      />
    </Stack>
  );
});
