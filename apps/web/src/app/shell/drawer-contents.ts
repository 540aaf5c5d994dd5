import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DrawerKind } from './use-drawer.ts';

export interface DrawerContentProps {
  shortcuts: { keys: string[]; label: string }[];
}

interface DrawerContent {
  title: string;
  Content: LazyExoticComponent<ComponentType<DrawerContentProps>>;
}

/** What each header drawer shows; each content is loaded the first time it opens. */
export const drawerContents: Record<DrawerKind, DrawerContent> = {
  keybindings: {
    title: 'Keyboard shortcuts',
    Content: lazy(() => import('../../features/keybindings/KeybindingsDrawer.tsx')),
  },
  compendium: {
    title: 'Compendium search',
    Content: lazy(() => import('../../features/compendium/drawer/CompendiumDrawer.tsx')),
  },
  'public-link': {
    title: 'Public initiative link',
    Content: lazy(() => import('../../features/public-link/PublicLinkDrawer.tsx')),
  },
  'dice-roller': {
    title: 'Dice roller',
    Content: lazy(() => import('../../features/dice-roller/DiceRollerDrawer.tsx')),
  },
};
