import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { WEATHER_EFFECTS } from '@skald/contract/library/encounter-record';
import { INTENSITY_NAMES, WEATHER_NAMES } from '../../lib/weather/weather-setting.ts';
import type { EncounterEditor } from './use-encounter-form.ts';

const LEVELS = [
  { value: '0', label: 'Off' },
  ...Object.entries(INTENSITY_NAMES).map(([value, label]) => ({ value, label })),
];

/** The weather laid over the running encounter: each of the six effects off, light, medium or heavy. */
export function WeatherTab({ editor }: { editor: EncounterEditor }) {
  const { form } = editor;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The weather is drawn behind the encounter while it runs, for the GM and for the players following it.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {WEATHER_EFFECTS.map((effect) => (
          <Stack key={effect} gap={4}>
            <Text size="sm" fw={500} id={`weather-${effect}`}>
              {WEATHER_NAMES[effect]}
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
