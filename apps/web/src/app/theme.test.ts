import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red, green, blue] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
/** `var(--mantine-color-red-9)` as the colour it names. */
const colourOf = (value: string | undefined) => {
  const [, name, shade] = /--mantine-color-(\w+)-(\d)\)/.exec(value ?? '') ?? [];
  return merged.colors[name ?? '']?.[Number(shade)] ?? value ?? '';
};

describe('the light theme reads at WCAG AA', () => {
  const light = cssVariablesResolver(merged).light;

  it("a list's links, on white and on a striped row (gray 0), are at least 4.5:1", () => {
    // Unset, Mantine draws links in the primary colour at its light shade.
    const link = colourOf(light['--mantine-color-anchor'] ?? `var(--mantine-color-${merged.primaryColor}-8)`);
    expect(contrast(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(link, merged.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text and field errors are at least 4.5:1 on white', () => {
    expect(contrast(colourOf(light['--mantine-color-dimmed']), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colourOf(light['--mantine-color-error']), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
