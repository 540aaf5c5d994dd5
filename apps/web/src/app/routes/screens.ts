import type { ComponentType } from 'react';

/** Loads one screen group's module; each group becomes its own chunk. */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

export const screens = {
  home: () => import('../../features/home/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
  offline: () => import('../../features/offline/OfflinePage.tsx').then((m) => ({ Component: m.OfflinePage })),
  notBuilt: () => import('../../components/NotBuiltYetPage.tsx').then((m) => ({ Component: m.NotBuiltYetPage })),
  notFound: () => import('../../features/not-found/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
} satisfies Record<string, ScreenLoader>;
