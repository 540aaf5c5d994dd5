// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { particleCount } from './particle-field.ts';
import { MAX_CANVAS_PIXELS, renderScale, runWeather, type WeatherRun } from './weather-canvas.ts';

const canvases = () => ({ soft: document.createElement('canvas'), sharp: document.createElement('canvas') });

/**
 * The canvas context is the browser's, not ours: a stand-in counts what is drawn. Frames are run by hand
 * from the requestAnimationFrame queue, so a test knows exactly which frames were asked for.
 */
function stubContext() {
  const drawn = { strokes: 0, fills: 0, clears: 0, gradients: 0, images: 0 };
  const context = new Proxy(
    {
      stroke: () => drawn.strokes++,
      fill: () => drawn.fills++,
      clearRect: () => drawn.clears++,
      drawImage: () => drawn.images++,
      createRadialGradient: () => {
        drawn.gradients++;
        return { addColorStop() {} };
      },
    } as Record<string, unknown>,
    {
      get: (target, name: string) => (name in target ? target[name] : () => {}),
      set: () => true,
    },
  );
  return { context, drawn };
}

let frames: Map<number, FrameRequestCallback>;
let nextFrame: number;
let reducedMotion: boolean;
let visibility: DocumentVisibilityState;
let drawn: ReturnType<typeof stubContext>['drawn'];
let run: WeatherRun | null;

function runFrames(count: number, at = 16.7) {
  for (let step = 0; step < count; step++) {
    const waiting = [...frames.entries()];
    frames.clear();
    for (const [, callback] of waiting) callback(performance.now() + step * at);
  }
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  frames = new Map();
  nextFrame = 1;
  reducedMotion = false;
  visibility = 'visible';
  run = null;
  const stub = stubContext();
  drawn = stub.drawn;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => stub.context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});

afterEach(() => {
  run?.stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the weather layer', () => {
  it('animates frame after frame while the tab is shown', () => {
    run = runWeather(canvases(), { rain: 3 });
    expect(frames.size).toBe(1);
    runFrames(5);
    expect(drawn.strokes).toBeGreaterThanOrEqual(10);
    expect(frames.size).toBe(1);
  });

  it('asks for no frame while the tab is hidden, and goes on when it is shown again', () => {
    run = runWeather(canvases(), { snow: 2 });
    runFrames(2);
    setVisibility('hidden');
    expect(frames.size).toBe(0);
    const fills = drawn.fills;
    runFrames(3);
    expect(drawn.fills).toBe(fills);
    setVisibility('visible');
    expect(frames.size).toBe(1);
    runFrames(2);
    expect(drawn.fills).toBeGreaterThan(fills);
  });

  it('is off under prefers-reduced-motion: nothing drawn, no frame asked for, until motion is welcome again', () => {
    reducedMotion = true;
    run = runWeather(canvases(), { ash: 3, rain: 1 });
    expect(frames.size).toBe(0);
    run.show({ ash: 1 });
    expect(frames.size).toBe(0);
    expect(drawn.fills).toBe(0);
    expect(drawn.strokes).toBe(0);
  });

  it('stops asking for frames once no effect is on, and clears the canvas when stopped', () => {
    run = runWeather(canvases(), { fog: 1 });
    const images = drawn.images;
    runFrames(1);
    // Each of light fog's clouds (fewer than five on jsdom's 1024×768 window), drawn in the one frame.
    expect(drawn.images - images).toBe(particleCount('fog', 1, innerWidth, innerHeight));
    run.show({});
    expect(frames.size).toBe(0);
    const clears = drawn.clears;
    run.stop();
    run = null;
    expect(drawn.clears).toBe(clears + 2);
    setVisibility('visible');
    expect(frames.size).toBe(0);
  });

  it('draws again only the canvas that moves: a haze once, fog alone not on the sharp canvas', () => {
    run = runWeather(canvases(), { sand: 3 });
    runFrames(2);
    const clears = drawn.clears;
    runFrames(3);
    // Sand's haze is one tint: only the sharp canvas, with the streaks, is cleared frame after frame.
    expect(drawn.clears - clears).toBe(3);
    run.show({ fog: 2 });
    runFrames(1);
    // A change of effects clears both canvases once (sand's haze and streaks go) …
    expect(drawn.clears - clears).toBe(5);
    runFrames(3);
    // … and from then on fog's clouds drift on the soft canvas alone.
    expect(drawn.clears - clears).toBe(8);
  });

  it("draws fog's clouds from one picture of a cloud, not a gradient a cloud a frame", () => {
    run = runWeather(canvases(), { fog: 3 });
    runFrames(4);
    expect(drawn.gradients).toBeLessThanOrEqual(1);
    expect(drawn.images).toBeGreaterThanOrEqual(4 * particleCount('fog', 3, innerWidth, innerHeight));
  });

  it('caps the canvas: a 4K screen or a 3× phone costs no more pixels than a 1080p screen', () => {
    expect(renderScale(1, 1280, 800)).toBe(1);
    expect(renderScale(2, 1280, 800)).toBeLessThanOrEqual(1.5);
    expect(renderScale(3, 390, 844)).toBe(1.5);
    for (const [ratio, width, height] of [
      [1, 3840, 2160],
      [2, 1920, 1080],
      [2, 2560, 1440],
    ] as const) {
      const scale = renderScale(ratio, width, height);
      expect(width * scale * height * scale).toBeLessThanOrEqual(MAX_CANVAS_PIXELS + 1);
    }
  });
});
