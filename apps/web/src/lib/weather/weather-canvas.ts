import { drawField, drawSoft, hasParticles, movesSoftly, type Scheme, SOFT_SCALE } from './draw-weather.ts';
import { createField, type ParticleField, stepField } from './particle-field.ts';
import { intensityOf, WEATHER_DRAW_ORDER, type WeatherSetting } from './weather-setting.ts';

/** The most canvas pixels the layer uses: a 1080p screen's worth, so a 4K screen costs no more than that. */
export const MAX_CANVAS_PIXELS = 1920 * 1080;
/** Rain drawn at more than 1.5 canvas pixels a CSS pixel looks no different behind the page. */
export const MAX_PIXEL_RATIO = 1.5;
/** A frame after a long stall (a debugger, a busy machine) moves the weather at most this far. */
const LONGEST_STEP_SECONDS = 0.1;

/** Canvas pixels per CSS pixel for a `width` × `height` viewport at the device's ratio, within both caps. */
export function renderScale(devicePixelRatio: number, width: number, height: number): number {
  const byArea = Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, width * height));
  return Math.min(devicePixelRatio > 0 ? devicePixelRatio : 1, MAX_PIXEL_RATIO, byArea);
}

/** The layer's two canvases, each the size of the viewport: `soft` at a low resolution, behind `sharp`. */
export interface WeatherCanvases {
  /** Fog and haze, drawn at SOFT_SCALE and stretched by the browser. */
  soft: HTMLCanvasElement;
  /** Rain, hail, sand, snow and ash, at the device's pixel ratio within the caps. */
  sharp: HTMLCanvasElement;
}

/** A running weather layer: `show` changes the effects, `stop` ends it for good and clears the canvases. */
export interface WeatherRun {
  show(weather: WeatherSetting): void;
  stop(): void;
}

const schemeNow = (): Scheme =>
  document.documentElement.getAttribute('data-mantine-color-scheme') === 'light' ? 'light' : 'dark';

/**
 * Draws `weather` on the layer's canvases. It animates with requestAnimationFrame
 * only while the tab is shown and motion is welcome: a hidden tab asks for no frame at all, and under
 * `prefers-reduced-motion: reduce` the weather is off (issue 29): nothing is drawn until motion is welcome again.
 */
export function runWeather(canvases: WeatherCanvases, weather: WeatherSetting, random = Math.random): WeatherRun {
  const { soft, sharp } = canvases;
  const softFound = soft.getContext('2d');
  const sharpFound = sharp.getContext('2d');
  if (!softFound || !sharpFound) return { show() {}, stop() {} };
  const softContext: CanvasRenderingContext2D = softFound;
  const context: CanvasRenderingContext2D = sharpFound;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let shown: WeatherSetting = {};
  let fields: ParticleField[] = [];
  let width = 0;
  let height = 0;
  let scale = 1;
  let frame: number | null = null;
  let lastFrame: number | null = null;
  let stopped = false;
  /** Whether the effects, the size or the theme changed since the last frame drawn. */
  let changed = true;

  const hidden = () => document.visibilityState === 'hidden';
  const moving = () => !stopped && fields.length > 0 && !reducedMotion.matches && !hidden();

  /**
   * Draws the fields. In a frame in which only the particles moved the soft canvas changes only under fog (a
   * haze is one tint), and the sharp one, once cleared, stays clear under fog alone; a change of effects, size
   * or theme (`changed`) draws both afresh.
   */
  function paint() {
    const scheme = schemeNow();
    const still = !changed;
    changed = false;
    if (!still || fields.some(movesSoftly)) {
      softContext.setTransform(SOFT_SCALE, 0, 0, SOFT_SCALE, 0, 0);
      softContext.clearRect(0, 0, width, height);
      for (const field of fields) drawSoft(softContext, field, scheme);
    }
    if (!still || fields.some(hasParticles)) {
      context.setTransform(scale, 0, 0, scale, 0, 0);
      context.clearRect(0, 0, width, height);
      for (const field of fields) drawField(context, field, scheme);
    }
  }

  function clear() {
    changed = true;
    for (const [each, canvas] of [
      [softContext, soft],
      [context, sharp],
    ] as const) {
      each.setTransform(1, 0, 0, 1, 0, 0);
      each.clearRect(0, 0, canvas.width, canvas.height);
    }
  }

  function tick(now: number) {
    frame = null;
    const seconds = lastFrame === null ? 0 : Math.min(LONGEST_STEP_SECONDS, (now - lastFrame) / 1000);
    lastFrame = now;
    for (const field of fields) stepField(field, seconds);
    paint();
    if (moving()) frame = requestAnimationFrame(tick);
  }

  function halt() {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
    // The next frame after a pause starts from where the weather was, not from how long the pause lasted.
    lastFrame = null;
  }

  /**
   * Animates when it may; otherwise stops asking for frames: under reduced motion with the canvases cleared, in a
   * hidden tab as it was, and with no weather moving (a resize, a theme change) as one still frame.
   */
  function refresh() {
    if (stopped) return;
    if (moving()) {
      frame ??= requestAnimationFrame(tick);
      return;
    }
    halt();
    if (reducedMotion.matches) clear();
    else if (!hidden()) paint();
  }

  function resize() {
    changed = true;
    width = sharp.clientWidth || innerWidth;
    height = sharp.clientHeight || innerHeight;
    scale = renderScale(devicePixelRatio, width, height);
    sharp.width = Math.max(1, Math.round(width * scale));
    sharp.height = Math.max(1, Math.round(height * scale));
    soft.width = Math.max(1, Math.ceil(width * SOFT_SCALE));
    soft.height = Math.max(1, Math.ceil(height * SOFT_SCALE));
    fields = fields.map((field) => createField(field.effect, field.intensity, width, height, random));
  }

  function show(next: WeatherSetting) {
    changed = true;
    shown = next;
    fields = WEATHER_DRAW_ORDER.flatMap((effect) => {
      const intensity = intensityOf(shown, effect);
      if (intensity === null) return [];
      // An effect left as it was keeps falling where it was.
      const kept = fields.find((field) => field.effect === effect && field.intensity === intensity);
      return [kept ?? createField(effect, intensity, width, height, random)];
    });
    refresh();
  }

  const onResize = () => {
    resize();
    if (!moving()) refresh();
  };
  const themeWatch = new MutationObserver(() => {
    changed = true;
    if (!moving()) refresh();
  });
  document.addEventListener('visibilitychange', refresh);
  addEventListener('resize', onResize);
  reducedMotion.addEventListener('change', refresh);
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-mantine-color-scheme'] });
  resize();
  show(weather);

  return {
    show,
    stop() {
      stopped = true;
      halt();
      document.removeEventListener('visibilitychange', refresh);
      removeEventListener('resize', onResize);
      reducedMotion.removeEventListener('change', refresh);
      themeWatch.disconnect();
      clear();
    },
  };
}
