import { describe, expect, it } from 'vitest';
import { createField, particleCount, REFERENCE_AREA, stepField, wrap } from './particle-field.ts';
import { WEATHER_LOOKS } from './weather-looks.ts';
import { hasWeather, intensityOf, WEATHER_DRAW_ORDER } from './weather-setting.ts';

/** A repeatable stand-in for Math.random. */
function seeded(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('the weather particle field', () => {
  it('has the look’s count at each intensity on a 1280×800 viewport, more for each step up', () => {
    for (const effect of WEATHER_DRAW_ORDER) {
      const counts = ([1, 2, 3] as const).map(
        (intensity) => createField(effect, intensity, 1280, 800, seeded()).x.length,
      );
      expect(counts, effect).toEqual([...WEATHER_LOOKS[effect].counts]);
      expect(counts[0], effect).toBeLessThan(counts[1] ?? 0);
      expect(counts[1], effect).toBeLessThan(counts[2] ?? 0);
    }
    expect(1280 * 800).toBe(REFERENCE_AREA);
  });

  it('scales the count with the viewport’s area, within bounds', () => {
    expect(particleCount('rain', 3, 640, 800)).toBe(260);
    // A phone keeps 30 % of the drops, a wall screen at most two and a half times as many.
    expect(particleCount('rain', 3, 100, 100)).toBe(156);
    expect(particleCount('rain', 3, 7680, 4320)).toBe(1300);
    expect(particleCount('fog', 1, 100, 100)).toBeGreaterThanOrEqual(1);
  });

  it('wraps a particle that leaves one edge in at the other, however far it went', () => {
    expect(wrap(105, -5, 110)).toBe(-5);
    expect(wrap(-6, -5, 110)).toBe(104);
    expect(wrap(50, -5, 110)).toBe(50);
    expect(wrap(50 + 3 * 110, -5, 110)).toBeCloseTo(50);
  });

  it('moves rain down and right, and brings a drop that fell past the bottom back in above the top', () => {
    const field = createField('rain', 2, 1280, 800, seeded(7));
    const margin = WEATHER_LOOKS.rain.margin;
    field.y[0] = 800 + margin - 1;
    const before = { x: field.x[0] ?? 0, y: field.y[0] ?? 0 };
    stepField(field, 1 / 60);
    expect(field.x[0]).toBeGreaterThan(before.x);
    expect(field.y[0]).toBeLessThan(0);
    expect(field.y[0]).toBeGreaterThanOrEqual(-margin);
  });

  it('keeps every particle within the area and its margin over a minute of frames', () => {
    for (const effect of WEATHER_DRAW_ORDER) {
      const field = createField(effect, 3, 390, 844, seeded(3));
      const { margin } = WEATHER_LOOKS[effect];
      for (let frame = 0; frame < 3600; frame++) stepField(field, 1 / 60);
      for (let index = 0; index < field.x.length; index++) {
        expect(field.x[index]).toBeGreaterThanOrEqual(-margin);
        expect(field.x[index]).toBeLessThan(390 + margin);
        expect(field.y[index]).toBeGreaterThanOrEqual(-margin);
        expect(field.y[index]).toBeLessThan(844 + margin);
      }
    }
  });

  it('reads an encounter’s weather: an effect left out or out of range is off, a value past heavy is heavy', () => {
    expect(hasWeather(undefined)).toBe(false);
    expect(hasWeather({})).toBe(false);
    expect(hasWeather({ fog: 0 })).toBe(false);
    expect(hasWeather({ snow: 1 })).toBe(true);
    expect(intensityOf({ rain: 5 }, 'rain')).toBe(3);
    expect(intensityOf({ rain: Number.NaN }, 'rain')).toBeNull();
    expect(intensityOf({ rain: 2 }, 'snow')).toBeNull();
  });
});
