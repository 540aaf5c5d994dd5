import { Alert, Container, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { WEATHER_EFFECTS, type WeatherEffect } from '@skald/contract/library/encounter-record';
import { useMemo, useState } from 'react';
import { WeatherLayer } from '../../lib/weather/WeatherLayer.tsx';
import { INTENSITY_NAMES, WEATHER_NAMES } from '../../lib/weather/weather-setting.ts';

const EFFECTS = WEATHER_EFFECTS.map((effect) => ({ value: effect, label: WEATHER_NAMES[effect] }));
const INTENSITIES = Object.entries(INTENSITY_NAMES).map(([value, label]) => ({ value, label }));

/** /weather-demo: each weather effect at each intensity, drawn behind the page as it is behind a running encounter. */
export function WeatherDemoPage() {
  const [effect, setEffect] = useState<WeatherEffect>('rain');
  const [intensity, setIntensity] = useState('2');
  const motionOff = useReducedMotion();
  // Six effects side by side need about 340 px: a phone gets them one under another instead of cut off.
  const stacked = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const weather = useMemo(() => ({ [effect]: Number(intensity) }), [effect, intensity]);

  return (
    <>
      <WeatherLayer weather={weather} />
      <Container size="sm" py="xl">
        <Paper withBorder shadow="md" radius="md" p="lg">
          <Stack gap="md">
            <Title order={1}>Weather effects</Title>
            <Text>
              A GM can lay weather over an encounter in its builder: it is drawn behind the runner and behind the
              players’ live initiative page, and never covers what they read. Pick an effect to see it here.
            </Text>
            <Stack gap={4}>
              <Text fw={500} id="weather-demo-effect">
                Effect
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="weather-demo-effect"
                orientation={stacked ? 'vertical' : 'horizontal'}
                data={EFFECTS}
                value={effect}
                onChange={(value) => setEffect(value as WeatherEffect)}
              />
            </Stack>
            <Stack gap={4}>
              <Text fw={500} id="weather-demo-intensity">
                Intensity
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="weather-demo-intensity"
                data={INTENSITIES}
                value={intensity}
                onChange={setIntensity}
              />
            </Stack>
            {motionOff && (
              <Alert variant="light" color="gray">
                Your device asks for reduced motion, so weather effects are off, here and behind your encounters.
              </Alert>
            )}
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
