import type { Intensity, WeatherEffect } from './weather-setting.ts';

/** A colour for each of the app's themes: snow must show on white as well as on the dark page. */
export interface SchemeColour {
  dark: string;
  light: string;
}

/** How one effect's particles are made, move and look. Speeds in CSS pixels a second. */
export interface EffectLook {
  /** Particles at light, medium and heavy on a 1280×800 viewport; other sizes scale with the area. */
  counts: readonly [number, number, number];
  /** Horizontal and vertical speed ranges at medium; heavier weather moves faster. */
  vx: readonly [number, number];
  vy: readonly [number, number];
  /** A particle's size range (a dot's radius, a flake's side, a puff's radius); streaks use `lineWidth`. */
  size: readonly [number, number];
  /** Side to side drift of light particles (snow, ash): amplitude in px/s and angular frequency range. */
  sway?: { amplitude: number; frequency: readonly [number, number] };
  /**
   * streak: a line along the motion (rain, hail, sand); round: a dot (snow); flake: a small square (ash);
   * puff: a soft cloud (fog).
   */
  shape: 'streak' | 'round' | 'flake' | 'puff';
  /** A streak's length, as the seconds of motion it shows. */
  trail?: number;
  /** A streak's width: up to 1 a line along the motion, wider an upright bar (hail's pellets). */
  lineWidth?: number;
  /** How opaque the particles are at light, medium and heavy. */
  alpha: readonly [number, number, number];
  colour: SchemeColour;
  /** Every nth particle drawn in this colour instead (ash's embers). */
  accent?: { every: number; colour: SchemeColour };
  /** A tint over the whole canvas at light, medium and heavy (dust in the air, mist). */
  haze?: { alpha: readonly [number, number, number]; colour: SchemeColour };
  /** How far past an edge a particle may be before it wraps to the other side, so none pops in view. */
  margin: number;
}

export const WEATHER_LOOKS: Record<WeatherEffect, EffectLook> = {
  rain: {
    counts: [110, 260, 520],
    vx: [120, 190],
    vy: [750, 1050],
    size: [1, 1],
    shape: 'streak',
    trail: 0.022,
    lineWidth: 1,
    alpha: [0.35, 0.45, 0.55],
    colour: { dark: 'rgb(170, 200, 235)', light: 'rgb(60, 95, 150)' },
    margin: 40,
  },
  hail: {
    counts: [50, 120, 240],
    vx: [40, 80],
    vy: [620, 900],
    size: [1, 1],
    shape: 'streak',
    trail: 0.012,
    lineWidth: 2.6,
    alpha: [0.6, 0.7, 0.8],
    colour: { dark: 'rgb(225, 238, 250)', light: 'rgb(105, 130, 165)' },
    margin: 20,
  },
  snow: {
    counts: [70, 170, 340],
    vx: [8, 30],
    vy: [35, 90],
    size: [1.2, 3.4],
    sway: { amplitude: 25, frequency: [0.6, 1.4] },
    shape: 'round',
    alpha: [0.7, 0.8, 0.9],
    colour: { dark: 'rgb(255, 255, 255)', light: 'rgb(140, 160, 190)' },
    margin: 10,
  },
  ash: {
    counts: [60, 140, 280],
    vx: [-10, 20],
    vy: [20, 60],
    size: [1.4, 3],
    sway: { amplitude: 18, frequency: [0.4, 1] },
    shape: 'flake',
    alpha: [0.55, 0.65, 0.75],
    colour: { dark: 'rgb(150, 150, 150)', light: 'rgb(95, 95, 95)' },
    accent: { every: 7, colour: { dark: 'rgb(255, 140, 60)', light: 'rgb(230, 90, 20)' } },
    haze: { alpha: [0, 0.03, 0.06], colour: { dark: 'rgb(120, 110, 100)', light: 'rgb(120, 110, 100)' } },
    margin: 10,
  },
  sand: {
    counts: [140, 320, 640],
    vx: [380, 650],
    vy: [10, 50],
    size: [1, 1],
    shape: 'streak',
    trail: 0.03,
    lineWidth: 1,
    alpha: [0.35, 0.45, 0.55],
    colour: { dark: 'rgb(222, 186, 120)', light: 'rgb(170, 120, 50)' },
    haze: { alpha: [0.05, 0.09, 0.14], colour: { dark: 'rgb(200, 160, 90)', light: 'rgb(200, 160, 90)' } },
    margin: 40,
  },
  fog: {
    counts: [5, 9, 14],
    vx: [8, 25],
    vy: [-3, 3],
    size: [180, 420],
    shape: 'puff',
    alpha: [0.25, 0.35, 0.45],
    colour: { dark: 'rgb(205, 212, 220)', light: 'rgb(176, 184, 194)' },
    haze: { alpha: [0.04, 0.08, 0.12], colour: { dark: 'rgb(205, 212, 220)', light: 'rgb(176, 184, 194)' } },
    margin: 420,
  },
};

/** The value of a light/medium/heavy triple at `intensity`. */
export const atIntensity = <T>(values: readonly [T, T, T], intensity: Intensity): T => values[intensity - 1] as T;
