import { atIntensity, WEATHER_LOOKS } from './weather-looks.ts';
import type { Intensity, WeatherEffect } from './weather-setting.ts';

/** The viewport the looks' counts are written for. */
export const REFERENCE_AREA = 1280 * 800;

/** A phone draws fewer particles, a wall screen more, but never so few that the weather vanishes or so many it costs. */
const AREA_SCALE = { min: 0.3, max: 2.5 } as const;

/**
 * One effect's particles, in typed arrays (one slot a particle) so a frame allocates nothing. Positions are
 * CSS pixels of a `width` × `height` area; `time` is the seconds the field has run.
 */
export interface ParticleField {
  effect: WeatherEffect;
  intensity: Intensity;
  width: number;
  height: number;
  time: number;
  x: Float32Array;
  y: Float32Array;
  vx: Float32Array;
  vy: Float32Array;
  size: Float32Array;
  /** Where in its sway a particle starts (radians), and how fast it sways. */
  phase: Float32Array;
  swayRate: Float32Array;
}

/** How many particles `effect` has at `intensity` on a `width` × `height` viewport. */
export function particleCount(effect: WeatherEffect, intensity: Intensity, width: number, height: number): number {
  const scale = Math.min(AREA_SCALE.max, Math.max(AREA_SCALE.min, (width * height) / REFERENCE_AREA));
  return Math.max(1, Math.round(atIntensity(WEATHER_LOOKS[effect].counts, intensity) * scale));
}

const between = (random: () => number, [low, high]: readonly [number, number]) => low + (high - low) * random();

/** Heavier weather falls and blows faster: 85 %, 100 % and 115 % of the look's speeds. */
const speedFactor = (intensity: Intensity) => 0.7 + 0.15 * intensity;

/** A field of `effect` at `intensity`, its particles spread over the whole area (weather already falling). */
export function createField(
  effect: WeatherEffect,
  intensity: Intensity,
  width: number,
  height: number,
  random: () => number = Math.random,
): ParticleField {
  const look = WEATHER_LOOKS[effect];
  const count = particleCount(effect, intensity, width, height);
  const field: ParticleField = {
    effect,
    intensity,
    width,
    height,
    time: 0,
    x: new Float32Array(count),
    y: new Float32Array(count),
    vx: new Float32Array(count),
    vy: new Float32Array(count),
    size: new Float32Array(count),
    phase: new Float32Array(count),
    swayRate: new Float32Array(count),
  };
  const speed = speedFactor(intensity);
  for (let index = 0; index < count; index++) {
    field.x[index] = -look.margin + random() * (width + 2 * look.margin);
    field.y[index] = -look.margin + random() * (height + 2 * look.margin);
    field.vx[index] = between(random, look.vx) * speed;
    field.vy[index] = between(random, look.vy) * speed;
    field.size[index] = between(random, look.size);
    field.phase[index] = random() * Math.PI * 2;
    field.swayRate[index] = look.sway ? between(random, look.sway.frequency) : 0;
  }
  return field;
}

/** `value` brought back into [min, min + span): what leaves one edge comes in at the other. */
export function wrap(value: number, min: number, span: number): number {
  return ((((value - min) % span) + span) % span) + min;
}

/** Moves every particle on by `seconds`, swaying the light ones, and wraps those that left the area. */
export function stepField(field: ParticleField, seconds: number): void {
  const look = WEATHER_LOOKS[field.effect];
  const amplitude = look.sway?.amplitude ?? 0;
  const spanX = field.width + 2 * look.margin;
  const spanY = field.height + 2 * look.margin;
  field.time += seconds;
  for (let index = 0; index < field.x.length; index++) {
    const sway =
      amplitude === 0 ? 0 : amplitude * Math.sin((field.phase[index] ?? 0) + field.time * (field.swayRate[index] ?? 0));
    const x = (field.x[index] ?? 0) + ((field.vx[index] ?? 0) + sway) * seconds;
    const y = (field.y[index] ?? 0) + (field.vy[index] ?? 0) * seconds;
    field.x[index] = wrap(x, -look.margin, spanX);
    field.y[index] = wrap(y, -look.margin, spanY);
  }
}
