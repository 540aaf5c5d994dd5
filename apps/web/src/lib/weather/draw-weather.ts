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
const STREAK_DEPTHS = [
  [0, 0.6],
  [1, 1],
] as const;

function drawStreaks(context: Context, field: ParticleField, look: EffectLook, alpha: number): void {
  const width = look.lineWidth ?? 1;
  for (const [first, depth] of STREAK_DEPTHS) {
    context.globalAlpha = alpha * depth;
    if (width <= 1) {
      context.lineWidth = width * (depth === 1 ? 1 : 0.7);
      strokeStreaks(context, field, look, first);
    } else {
      fillBars(context, field, look, first, width * (depth === 1 ? 1 : 0.7));
    }
  }
}

/**
 * Snow's dots and ash's flakes, one path a colour; every `accentEvery`th particle is left to the accent. The far
 * half of the snow: a flake a few pixels across reads as round, and a square costs far less.
 */
function fillDots(context: Context, field: ParticleField, shape: 'round' | 'flake', accent: boolean, every: number) {
  context.beginPath();
  for (let index = 0; index < field.x.length; index++) {
    if (every > 0 && (index % every === 0) !== accent) continue;
    if (shape === 'round' && index % 2 === 1) continue;
    const size = field.size[index] ?? 1;
    const side = shape === 'round' ? size * 1.2 : size;
    const offset = shape === 'round' ? side / 2 : 0;
    context.rect((field.x[index] ?? 0) - offset, (field.y[index] ?? 0) - offset, side, side);
  }
  context.fill();
  if (shape === 'round') fillRoundDots(context, field, accent, every);
}

/**
 * The near half of the snow, round: each dot its own path, which the browser fills as an oval (its fast path);
 * several circles in one path are filled as a general path, at a third more in the weather bench's measure.
 */
function fillRoundDots(context: Context, field: ParticleField, accent: boolean, every: number) {
  for (let index = 1; index < field.x.length; index += 2) {
    if (every > 0 && (index % every === 0) !== accent) continue;
    context.beginPath();
    context.arc(field.x[index] ?? 0, field.y[index] ?? 0, field.size[index] ?? 1, 0, Math.PI * 2);
    context.fill();
  }
}

/** A cloud's side in the sprite it is drawn from: the soft canvas draws one at most about 105 px across. */
const PUFF_SPRITE_SIZE = 128;
const puffSprites = new Map<string, HTMLCanvasElement>();

/** One soft cloud in `colour`, drawn once as a radial gradient and then stretched to each cloud of the fog. */
function puffSprite(colour: string): HTMLCanvasElement {
  const found = puffSprites.get(colour);
  if (found) return found;
  const sprite = document.createElement('canvas');
  sprite.width = PUFF_SPRITE_SIZE;
  sprite.height = PUFF_SPRITE_SIZE;
  const context = sprite.getContext('2d');
  const middle = PUFF_SPRITE_SIZE / 2;
  if (context) {
    const gradient = context.createRadialGradient(middle, middle, 0, middle, middle, middle);
    gradient.addColorStop(0, colour);
    gradient.addColorStop(1, 'rgba(0, 0, 0, 0)');
    context.fillStyle = gradient;
    context.fillRect(0, 0, PUFF_SPRITE_SIZE, PUFF_SPRITE_SIZE);
  }
  puffSprites.set(colour, sprite);
  return sprite;
}

/** Fog's clouds, on the soft canvas (whose transform maps CSS pixels to it). */
function drawPuffs(context: Context, field: ParticleField, colour: string, alpha: number) {
  const sprite = puffSprite(colour);
  context.globalAlpha = alpha;
  for (let index = 0; index < field.x.length; index++) {
    const radius = field.size[index] ?? 1;
    context.drawImage(sprite, (field.x[index] ?? 0) - radius, (field.y[index] ?? 0) - radius, radius * 2, radius * 2);
  }
}

/** Whether an effect's soft canvas changes as it moves: fog's clouds drift, a haze stays as it is. */
export const movesSoftly = (field: ParticleField): boolean => WEATHER_LOOKS[field.effect].shape === 'puff';

/** Whether an effect draws on the sharp canvas: all but fog. */
export const hasParticles = (field: ParticleField): boolean => WEATHER_LOOKS[field.effect].shape !== 'puff';

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
