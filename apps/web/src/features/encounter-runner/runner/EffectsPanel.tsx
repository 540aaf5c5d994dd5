import { Button, Group, NumberInput, Select, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PREMADE_REMINDERS, type Reminder } from '@skald/rules/combat/reminder';
import { CONDITIONS, type Condition, EXHAUSTION_LEVELS, type ExhaustionLevel } from '@skald/rules/constants/conditions';
import { memo, useState } from 'react';
import { notifyNegative } from '../../../lib/notify.ts';
import type { RunGesture } from '../actions/combat-action.ts';
import { addConditionToTargets, addCustomReminder, addPremadeReminder } from '../actions/effect-actions.ts';
import { CustomReminderModal } from './CustomReminderModal.tsx';
import classes from './Runner.module.css';
import { savedReminder, useSavedReminders } from './saved-reminders.ts';

const word = (text: string) => text[0]?.toUpperCase() + text.slice(1);

const PREMADE_CHOICES = Object.entries(PREMADE_REMINDERS).map(([key, premade]) => ({
  value: key,
  label: premade.title,
}));
const isPremade = (choice: string): choice is keyof typeof PREMADE_REMINDERS =>
  Object.hasOwn(PREMADE_REMINDERS, choice);

interface EffectsPanelProps {
  targets: readonly string[];
  run: RunGesture;
}

/**
 * Conditions (exhaustion with its level, any with a duration), premade, saved (the GM's templates,
 * searched by title) and custom reminders for the targets. Memoised: it reads only the targets, so hits elsewhere in the fight do not redraw its selects.
 */
export const EffectsPanel = memo(function EffectsPanel({ targets, run }: EffectsPanelProps) {
  const [condition, setCondition] = useState<Condition | null>(null);
  const [level, setLevel] = useState<string>('1');
  const [rounds, setRounds] = useState<number | string>('');
  // A premade reminder's key, or one of the GM's saved reminders ('saved:<id>').
  const [reminder, setReminder] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 250);
  const saved = useSavedReminders(searched);
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
  const addReminder = async () => {
    if (!reminder) return;
    if (isPremade(reminder)) {
      run(addPremadeReminder, { reminder });
      return;
    }
    try {
      const template = await savedReminder(reminder);
      if (template) run(addCustomReminder, { reminder: template });
    } catch (failure) {
      notifyNegative(failure instanceof Error ? failure.message : 'The saved reminder could not be read.');
    }
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
          placeholder="Choose or search"
          searchable
          data={[
            { group: 'Premade', items: PREMADE_CHOICES },
            ...(saved.length > 0 ? [{ group: 'Your reminders', items: saved }] : []),
          ]}
          value={reminder}
          onChange={setReminder}
          searchValue={search}
          onSearchChange={setSearch}
          w={220}
        />
        <Button variant="light" disabled={none || !reminder} onClick={() => void addReminder()}>
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
