import { CheckIcon, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { REMINDER_COLOURS, type ReminderColour } from '@skald/rules/combat/reminder';
import { useId } from 'react';

interface ReminderColourPickerProps {
  value: string;
  onChange(colour: ReminderColour): void;
}

/** The colour of a reminder's toast: one swatch per palette colour, the chosen one pressed and ticked. */
export function ReminderColourPicker({ value, onChange }: ReminderColourPickerProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        Colour
      </Text>
      <Group gap={6} role="group" aria-labelledby={labelId}>
        {REMINDER_COLOURS.map((colour) => (
          <ColorSwatch
            key={colour}
            component="button"
            type="button"
            color={`var(--mantine-color-${colour}-filled)`}
            aria-label={colour.charAt(0).toUpperCase() + colour.slice(1)}
            aria-pressed={value === colour}
            onClick={() => onChange(colour)}
            size={28}
            style={{ color: 'var(--mantine-color-white)', cursor: 'pointer' }}
          >
            {value === colour && <CheckIcon width={12} height={12} />}
          </ColorSwatch>
        ))}
      </Group>
    </Stack>
  );
}
