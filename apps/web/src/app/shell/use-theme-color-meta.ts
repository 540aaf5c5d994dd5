import { useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';

const THEME_COLORS = { dark: '#1a1b1e', light: '#ffffff' } as const;

/** Keeps the browser's own bars (mobile address bar, installed app title bar) in the current theme's colour. */
export function useThemeColorMeta(): void {
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[scheme]);
  }, [scheme]);
}
