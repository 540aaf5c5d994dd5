import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(merged).light;

/** A variable's colour: `var(--mantine-color-red-9)` as the shade it names, any other value as it is. */
function colourOf(value: string | undefined): string {
  const [, name, shade] = /--mantine-color-(\w+)-(\d)\)/.exec(value ?? '') ?? [];
  return merged.colors[name ?? '']?.[Number(shade)] ?? value ?? '';
}

describe('the light theme reads at WCAG AA (4.5:1)', () => {
  it("a list's links, on white and on a striped row (gray 0)", () => {
    // Unset, Mantine draws links in the primary colour at its light shade.
    const link = colourOf(light['--mantine-color-anchor'] ?? `var(--mantine-color-${merged.primaryColor}-8)`);
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(link, merged.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text and field errors on white', () => {
    expect(contrastRatio(colourOf(light['--mantine-color-dimmed']), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colourOf(light['--mantine-color-error']), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(merged.colors))(
    '%s badges, alerts and subtle buttons, resting and hovered, and %s text',
    (name) => {
      // Unset, Mantine writes the light variant in shade 9 and coloured text in shade 8.
      const lightColour = colourOf(light[`--mantine-color-${name}-light-color`] ?? `var(--mantine-color-${name}-9)`);
      const text = colourOf(light[`--mantine-color-${name}-text`] ?? `var(--mantine-color-${name}-8)`);
      const shades = merged.colors[name] ?? [];
      expect(contrastRatio(lightColour, shades[1] ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(lightColour, shades[2] ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
