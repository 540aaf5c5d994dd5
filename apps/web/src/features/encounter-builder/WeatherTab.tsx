import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { WEATHER_EFFECTS, type WeatherEffect } from '@skald/contract/library/encounter-record';
import type { EncounterEditor } from './use-encounter-form.ts';

const EFFECT_NAMES: Record<WeatherEffect, string> = {
  ash: 'Ash',
  fog: 'Fog',
  hail: 'Hail',
  rain: 'Rain',
  sand: 'Sand',
  snow: 'Snow',
};

const LEVELS = [
  { value: '0', label: 'Off' },
  { value: '1', label: 'Light' },
  { value: '2', label: 'Medium' },
  { value: '3', label: 'Heavy' },
];

/** The weather laid over the running encounter: each of the six effects off, light, medium or heavy. */
export function WeatherTab({ editor }: { editor: EncounterEditor }) {
  const { form } = editor;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The weather shows over the encounter while it runs.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {WEATHER_EFFECTS.map((effect) => (
          <Stack key={effect} gap={4}>
            <Text size="sm" fw={500} id={`weather-${effect}`}>
              {EFFECT_NAMES[effect]}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby={`weather-${effect}`}
              value={String(form.values.weather[effect] ?? 0)}
              data={LEVELS}
              onChange={(value) => {
                const { [effect]: _dropped, ...others } = form.getValues().weather;
                form.setFieldValue('weather', value === '0' ? others : { ...others, [effect]: Number(value) });
              }}
            />
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
