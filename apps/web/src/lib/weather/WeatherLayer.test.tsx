// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WeatherLayer } from './WeatherLayer.tsx';

let asked: number;

beforeEach(() => {
  asked = 0;
  // The browser's canvas context: jsdom has none, so a stand-in that draws nothing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
    asked++;
    return new Proxy({}, { get: () => () => ({ addColorStop() {} }) }) as unknown as CanvasRenderingContext2D;
  });
});

afterEach(() => vi.restoreAllMocks());

describe('the weather layer', () => {
  it('lays out nothing and loads no drawing code while no effect is on', async () => {
    const { container } = render(<WeatherLayer weather={{}} />);
    expect(container.querySelector('canvas')).toBeNull();
    render(<WeatherLayer weather={undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toBe(0);
  });

  it('draws the weather on canvases that screen readers skip', async () => {
    const { container } = render(<WeatherLayer weather={{ snow: 2 }} />);
    const layer = container.firstElementChild;
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer?.querySelectorAll('canvas')).toHaveLength(2);
    await waitFor(() => expect(asked).toBeGreaterThan(0));
  });
});
