import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  localStorageColorSchemeManager,
  type MantineTheme,
  Notification,
} from '@mantine/core';
import { contrastRatio } from './contrast.ts';

/** Where the light/dark choice lives for signed-out visitors; public/color-scheme.js reads the same key. */
export const COLOR_SCHEME_STORAGE_KEY = 'skald-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export const theme = createTheme({
  primaryColor: 'red',
  // Shade 8 keeps white text on filled buttons above the 4.5:1 contrast WCAG AA asks for.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, serif', fontWeight: '700' },
  components: {
    Notification: Notification.extend({
      styles: { description: { color: 'var(--mantine-color-text)' } },
    }),
  },
});

/**
 * Mantine's dimmed grey, its red for field errors (the message and the typed text) and, on the light theme, its
 * link red on a striped table row fall below 4.5:1 contrast; these pass WCAG AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-red-9)',
    ...readableLightColours(resolved),
  },
  dark: { '--mantine-color-dimmed': '#a6a7ab', '--mantine-color-error': 'var(--mantine-color-red-4)' },
});

/** WCAG AA for text, with a little room for rounding in the browser. */
const READABLE = 4.6;

/** `colour` darkened in small steps until it reads on `background`. */
function readableOn(colour: string, background: string): string {
  let readable = colour;
  for (let amount = 0.05; contrastRatio(readable, background) < READABLE && amount < 1; amount += 0.05) {
    readable = darken(colour, amount);
  }
  return readable;
}

/**
 * On the light theme Mantine writes a colour's light variant (badges, alerts, subtle buttons) in its shade 9 on
 * shade 1 (2 on hover), and coloured text in shade 8 on white: for orange, yellow, teal and others that is under
 * 4.5:1. Each colour's text is darkened just enough.
 */
function readableLightColours(resolved: MantineTheme): Record<string, string> {
  return Object.fromEntries(
    Object.entries(resolved.colors).flatMap(([name, shades]) => [
      [`--mantine-color-${name}-light-color`, readableOn(shades[9], shades[2])],
      [`--mantine-color-${name}-text`, readableOn(shades[8], '#ffffff')],
    ]),
  );
}
