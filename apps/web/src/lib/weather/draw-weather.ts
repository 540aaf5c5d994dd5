import type { ParticleField } from './particle-field.ts';
import { atIntensity, type EffectLook, WEATHER_LOOKS } from './weather-looks.ts';

/** The app's theme, read from Mantine's attribute on <html>; the follow page sets the same one. */
export type Scheme = 'dark' | 'light';

/**
 * Fog is drawn small and stretched over the canvas: soft clouds lose nothing at an eighth of the
 * resolution, and a few large gradients at full size would cost more than all the rain.
 */
const FOG_SCALE = 1 / 8;

type Context = CanvasRenderingContext2D;

/** The small canvas fog is drawn on, made on first use and kept with the layer. */
export interface FogBuffer {
  canvas: HTMLCanvasElement;
  context: Context;
}

export function createFogBuffer(): FogBuffer | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  return context ? { canvas, context } : null;
}

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

/** Rain, hail and sand: the far half thinner and fainter than the near half, two paths in all. */
function drawStreaks(context: Context, field: ParticleField, look: EffectLook, alpha: number): void {
  const width = look.lineWidth ?? 1;
  context.lineCap = 'round';
  context.globalAlpha = alpha * 0.6;
  context.lineWidth = width * 0.7;
  strokeStreaks(context, field, look, 0);
  context.globalAlpha = alpha;
  context.lineWidth = width;
  strokeStreaks(context, field, look, 1);
}

/** Snow's dots and ash's flakes, one path a colour; every `accentEvery`th particle is left to the accent. */
function fillDots(context: Context, field: ParticleField, shape: 'round' | 'flake', accent: boolean, every: number) {
  context.beginPath();
  for (let index = 0; index < field.x.length; index++) {
    if (every > 0 && (index % every === 0) !== accent) continue;
    const x = field.x[index] ?? 0;
    const y = field.y[index] ?? 0;
    const size = field.size[index] ?? 1;
    if (shape === 'round') {
      context.moveTo(x + size, y);
      context.arc(x, y, size, 0, Math.PI * 2);
    } else {
      context.rect(x, y, size, size);
    }
  }
  context.fill();
}

function drawPuffs(target: Context, field: ParticleField, colour: string, alpha: number, fog: FogBuffer | null) {
  if (!fog) return;
  const width = Math.max(1, Math.ceil(field.width * FOG_SCALE));
  const height = Math.max(1, Math.ceil(field.height * FOG_SCALE));
  if (fog.canvas.width !== width || fog.canvas.height !== height) {
    fog.canvas.width = width;
    fog.canvas.height = height;
  }
  const { context } = fog;
  context.clearRect(0, 0, width, height);
  for (let index = 0; index < field.x.length; index++) {
    const x = (field.x[index] ?? 0) * FOG_SCALE;
    const y = (field.y[index] ?? 0) * FOG_SCALE;
    const radius = (field.size[index] ?? 1) * FOG_SCALE;
    const gradient = context.createRadialGradient(x, y, 0, x, y, radius);
    gradient.addColorStop(0, colour);
    gradient.addColorStop(1, 'rgba(0, 0, 0, 0)');
    context.fillStyle = gradient;
    context.globalAlpha = alpha;
    context.fillRect(x - radius, y - radius, radius * 2, radius * 2);
  }
  target.globalAlpha = 1;
  target.drawImage(fog.canvas, 0, 0, field.width, field.height);
}

/** Draws one effect's field on `context`, whose transform maps CSS pixels to the canvas. */
export function drawField(context: Context, field: ParticleField, scheme: Scheme, fog: FogBuffer | null): void {
  const look = WEATHER_LOOKS[field.effect];
  const alpha = atIntensity(look.alpha, field.intensity);
  if (look.haze) {
    context.globalAlpha = atIntensity(look.haze.alpha, field.intensity);
    context.fillStyle = look.haze.colour[scheme];
    context.fillRect(0, 0, field.width, field.height);
  }
  const colour = look.colour[scheme];
  context.fillStyle = colour;
  context.strokeStyle = colour;
  if (look.shape === 'streak') drawStreaks(context, field, look, alpha);
  else if (look.shape === 'puff') drawPuffs(context, field, colour, alpha, fog);
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
