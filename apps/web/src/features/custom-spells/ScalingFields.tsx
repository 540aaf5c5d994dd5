import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SpellRecordInput } from '@skald/contract/library/spell-record';
import { SCALING_KEYS, type ScalingKey, scalingLevels } from '@skald/contract/library/spell-scaling';
import { IconTrash } from '@tabler/icons-react';
import { ordinal } from '../../lib/labels.ts';

const SCALING_CHOICES: { value: ScalingKey | 'none'; label: string }[] = [
  { value: 'none', label: 'Does not scale' },
  { value: 'damage_at_slot_level', label: 'Damage by slot level' },
  { value: 'heal_at_slot_level', label: 'Healing by slot level' },
  { value: 'damage_at_character_level', label: 'Damage by character level' },
];

/** The scaling map the spell uses, if any: at most one is ever set. */
export function usedScaling(values: SpellRecordInput): ScalingKey | null {
  return SCALING_KEYS.find((key) => values[key] !== undefined) ?? null;
}

const levelLabel = (key: ScalingKey, level: number) =>
  key === 'damage_at_character_level' ? `Level ${level}` : `${ordinal(level)} level`;

/**
 * How the spell grows (content.md §9): dice for each slot it may be cast with, from its own level up, or
 * for each character level threshold (a cantrip's 1, 5, 11, 17). Rows are the SRD's level-to-dice map.
 */
export function ScalingFields({ form }: { form: UseFormReturnType<SpellRecordInput> }) {
  const key = usedScaling(form.values);
  const map = key ? (form.values[key] ?? {}) : {};
  const levels = Object.keys(map).sort((a, b) => Number(a) - Number(b));
  const offered = key ? scalingLevels(key, form.values.level) : [];
  const free = offered.filter((level) => !(String(level) in map));

  function choose(choice: string | null) {
    const chosen = choice === 'none' || choice === null ? null : (choice as ScalingKey);
    const rows = key ? map : {};
    for (const other of SCALING_KEYS) form.setFieldValue(other, other === chosen ? rows : undefined);
  }

  function setMap(next: Record<string, string>) {
    if (key) form.setFieldValue(key, next);
  }

  function moveRow(from: string, to: string) {
    setMap(Object.fromEntries(Object.entries(map).map(([level, dice]) => [level === from ? to : level, dice])));
  }

  return (
    <Fieldset legend="Scaling">
      <Stack gap="sm">
        <Select
          label="How it scales"
          description="Slot levels run from the spell's own level to 9th; character levels are thresholds, such as a cantrip's 5th, 11th and 17th. Dice are written 8d6, 3d4 + 3 or 1d8 + MOD."
          allowDeselect={false}
          data={SCALING_CHOICES}
          value={key ?? 'none'}
          onChange={choose}
        />
        {key && (
          <>
            {levels.length === 0 && (
              <Text size="sm" c="dimmed">
                No levels yet: add the dice the spell rolls at each level.
              </Text>
            )}
            {levels.map((level) => (
              <Group key={level} gap="xs" align="flex-start" wrap="nowrap">
                <Select
                  label="Level"
                  aria-label={`Level of ${levelLabel(key, Number(level))}`}
                  allowDeselect={false}
                  w={130}
                  data={[Number(level), ...free]
                    .sort((a, b) => a - b)
                    .map((option) => ({ value: String(option), label: levelLabel(key, option) }))}
                  value={level}
                  onChange={(to) => to && moveRow(level, to)}
                />
                <TextInput
                  label="Dice"
                  aria-label={`Dice at ${levelLabel(key, Number(level))}`}
                  flex={1}
                  {...form.getInputProps(`${key}.${level}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={26}
                  aria-label={`Remove ${levelLabel(key, Number(level))}`}
                  onClick={() => setMap(Object.fromEntries(Object.entries(map).filter(([at]) => at !== level)))}
                >
                  <IconTrash size={18} stroke={1.6} />
                </ActionIcon>
              </Group>
            ))}
            {free.length > 0 && (
              <Button
                variant="subtle"
                size="compact-sm"
                w="fit-content"
                onClick={() => setMap({ ...map, [String(free[0])]: '' })}
              >
                Add level
              </Button>
            )}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
