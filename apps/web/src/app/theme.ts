import { type CSSVariablesResolver, createTheme, localStorageColorSchemeManager, Notification } from '@mantine/core';

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
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-red-9)',
  },
  dark: { '--mantine-color-dimmed': '#a6a7ab', '--mantine-color-error': 'var(--mantine-color-red-4)' },
});
