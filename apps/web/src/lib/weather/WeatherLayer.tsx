import { useEffect, useRef } from 'react';
import type { WeatherRun } from './weather-canvas.ts';
import classes from './weather-layer.module.css';
import { hasWeather, type WeatherSetting } from './weather-setting.ts';

/**
 * The encounter's weather drawn behind the page, on two canvases the size of the viewport. Nothing is laid out
 * and no drawing code is loaded while no effect is on; the drawing code is its own chunk (content.md §4's
 * "weather effects" group), loaded when the weather first shows.
 */
export function WeatherLayer({ weather }: { weather: WeatherSetting | undefined }) {
  const soft = useRef<HTMLCanvasElement>(null);
  const sharp = useRef<HTMLCanvasElement>(null);
  const run = useRef<WeatherRun | null>(null);
  const latest = useRef(weather);
  latest.current = weather;
  const active = hasWeather(weather);

  useEffect(() => {
    if (!active) return;
    let ended = false;
    import('./weather-canvas.ts').then(
      ({ runWeather }) => {
        if (ended || !soft.current || !sharp.current) return;
        run.current = runWeather({ soft: soft.current, sharp: sharp.current }, latest.current ?? {});
      },
      // Weather is only a picture: a chunk that cannot load (offline, a release replaced it) leaves the page as it is.
      () => {},
    );
    return () => {
      ended = true;
      run.current?.stop();
      run.current = null;
    };
  }, [active]);

  useEffect(() => {
    run.current?.show(weather ?? {});
  }, [weather]);

  if (!active) return null;
  return (
    <div className={classes.layer} aria-hidden="true">
      <canvas ref={soft} className={classes.canvas} />
      <canvas ref={sharp} className={classes.canvas} />
    </div>
  );
}
