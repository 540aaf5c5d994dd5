import type { ParticleField } from './particle-field.ts';
import { atIntensity, type EffectLook, WEATHER_LOOKS } from './weather-looks.ts';

/** The app's theme, read from Mantine's attribute on <html>; the follow page sets the same one. */
export type Scheme = 'dark' | 'light';

/**
 * Fog and the haze of sand and ash go on a second canvas at an eighth of the resolution, stretched over
 * the viewport by the browser: soft clouds lose nothing, and a few large gradients at full size would
 * cost more than all the rain.
 */
export const SOFT_SCALE = 1 / 8;

type Context = CanvasRenderingContext2D;

function strokeStreaks(context: Context, field: ParticleField, look: EffectLook, first: number): void {
  const trail = look.trail ?? 0;
  context.beginPath();
  for (let index = first; index < field.x.length; index += 2) {
    const x = field.x[index] ?? 0;
    const y = field.y[index] ?? 0;
    context.moveTo(x, y);
    context.lineTo(x - (field.vx[index] ?? 0) * trail, y - (field.vy[index] ?? 0) * trail);
  }
  context.stroke();
}

/** Thick streaks (hail) as upright bars: a filled rectangle costs a fraction of a stroke wider than a pixel. */
function fillBars(context: Context, field: ParticleField, look: EffectLook, first: number, width: number): void {
  const trail = look.trail ?? 0;
  context.beginPath();
  for (let index = first; index < field.x.length; index += 2) {
    const length = (field.vy[index] ?? 0) * trail;
    context.rect((field.x[index] ?? 0) - width / 2, (field.y[index] ?? 0) - length, width, length);
  }
  context.fill();
}

/**
 * Rain, hail and sand: the far half thinner and fainter than the near half, two paths in all. Lines at most
 * a pixel wide are drawn as hairlines, the browser's fast path (a 1.1 px line costs several times as much).
 */
function drawStreaks(context: Context, field: ParticleField, look: EffectLook, alpha: number): void {
  const width = look.lineWidth ?? 1;
  for (const [first, depth] of [
    [0, 0.6],
    [1, 1],
  ] as const) {
    context.globalAlpha = alpha * depth;
    if (width <= 1) {
      context.lineWidth = width * (depth === 1 ? 1 : 0.7);
      strokeStreaks(context, field, look, first);
    } else {
      fillBars(context, field, look, first, width * (depth === 1 ? 1 : 0.7));
    }
  }
}

/** Snow's dots and ash's flakes, one path a colour; every `accentEvery`th particle is left to the accent. */
function fillDots(context: Context, field: ParticleField, shape: 'round' | 'flake', accent: boolean, every: number) {
  context.beginPath();
  for (let index = 0; index < field.x.length; index++) {
    if (every > 0 && (index % every === 0) !== accent) continue;
    const x = field.x[index] ?? 0;
    const y = field.y[index] ?? 0;
    const size = field.size[index] ?? 1;
    if (shape === 'round' && index % 2 === 1) {
      context.moveTo(x + size, y);
      context.arc(x, y, size, 0, Math.PI * 2);
    } else if (shape === 'round') {
      // The far half of the snow: a flake a few pixels across reads as round, and a square costs far less.
      context.rect(x - size * 0.6, y - size * 0.6, size * 1.2, size * 1.2);
    } else {
      context.rect(x, y, size, size);
    }
  }
  context.fill();
}

/** Fog's clouds, on the soft canvas (whose transform maps CSS pixels to it). */
function drawPuffs(context: Context, field: ParticleField, colour: string, alpha: number) {
  context.globalAlpha = alpha;
  for (let index = 0; index < field.x.length; index++) {
    const x = field.x[index] ?? 0;
    const y = field.y[index] ?? 0;
    const radius = field.size[index] ?? 1;
    const gradient = context.createRadialGradient(x, y, 0, x, y, radius);
    gradient.addColorStop(0, colour);
    gradient.addColorStop(1, 'rgba(0, 0, 0, 0)');
    context.fillStyle = gradient;
    context.fillRect(x - radius, y - radius, radius * 2, radius * 2);
  }
}

/** What an effect puts on the soft canvas: its haze over the whole viewport, and fog's clouds. */
export function drawSoft(context: Context, field: ParticleField, scheme: Scheme): void {
  const look = WEATHER_LOOKS[field.effect];
  if (look.haze) {
    context.globalAlpha = atIntensity(look.haze.alpha, field.intensity);
    context.fillStyle = look.haze.colour[scheme];
    context.fillRect(0, 0, field.width, field.height);
  }
  if (look.shape === 'puff') drawPuffs(context, field, look.colour[scheme], atIntensity(look.alpha, field.intensity));
  context.globalAlpha = 1;
}

/** Draws an effect's falling or blowing particles on `context`, whose transform maps CSS pixels to the canvas. */
export function drawField(context: Context, field: ParticleField, scheme: Scheme): void {
  const look = WEATHER_LOOKS[field.effect];
  if (look.shape === 'puff') return;
  const alpha = atIntensity(look.alpha, field.intensity);
  const colour = look.colour[scheme];
  context.fillStyle = colour;
  context.strokeStyle = colour;
  if (look.shape === 'streak') drawStreaks(context, field, look, alpha);
  else {
    context.globalAlpha = alpha;
    const every = look.accent?.every ?? 0;
    fillDots(context, field, look.shape, false, every);
    if (look.accent) {
      context.fillStyle = look.accent.colour[scheme];
      fillDots(context, field, look.shape, true, every);
    }
  }
  context.globalAlpha = 1;
}
