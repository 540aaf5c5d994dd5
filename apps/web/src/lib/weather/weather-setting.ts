import type { WeatherEffect } from '@skald/contract/library/encounter-record';

export type { WeatherEffect };

/**
 * The weather of an encounter as the builder saves it and the follow page receives it: each effect that is
 * on, with its intensity (1 light, 2 medium, 3 heavy); an effect left out is off.
 */
export type WeatherSetting = Partial<Record<WeatherEffect, number>>;

export type Intensity = 1 | 2 | 3;

/** The effects in the order they are drawn, back to front: fog and sand lie behind the falling ones. */
export const WEATHER_DRAW_ORDER = ['fog', 'sand', 'ash', 'snow', 'hail', 'rain'] as const satisfies WeatherEffect[];

/** Each effect's name as the builder and the weather demo show it. */
export const WEATHER_NAMES: Record<WeatherEffect, string> = {
  ash: 'Ash',
  fog: 'Fog',
  hail: 'Hail',
  rain: 'Rain',
  sand: 'Sand',
  snow: 'Snow',
};

/** The intensities' names, light to heavy. */
export const INTENSITY_NAMES: Record<Intensity, string> = { 1: 'Light', 2: 'Medium', 3: 'Heavy' };

/** The effect's intensity when it is on (a value out of 1-3 is read as the nearest), or null when off. */
export function intensityOf(weather: WeatherSetting | undefined, effect: WeatherEffect): Intensity | null {
  const value = weather?.[effect];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return null;
  return Math.min(3, Math.round(value)) as Intensity;
}

/** Whether any effect is on: only then is a canvas laid out and the drawing code loaded. */
export function hasWeather(weather: WeatherSetting | undefined): boolean {
  return WEATHER_DRAW_ORDER.some((effect) => intensityOf(weather, effect) !== null);
}
