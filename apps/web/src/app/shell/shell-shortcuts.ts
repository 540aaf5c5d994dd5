import type { DrawerControls } from './use-drawer.ts';

export interface Shortcut {
  /** Mantine hotkey notation, e.g. 'r' or 'Escape'. */
  hotkey: string;
  /** The keys as a person reads them. */
  keys: string[];
  label: string;
  perform(drawer: DrawerControls): void;
}

/** Keys that work on every page; the keybindings drawer lists exactly these. */
export const shellShortcuts: Shortcut[] = [
  { hotkey: 'r', keys: ['R'], label: 'Open the dice roller', perform: (drawer) => drawer.open('dice-roller') },
  {
    hotkey: 'Escape',
    keys: ['Esc'],
    label: 'Close the drawer; with none open, clear the rolls (Clear all)',
    perform: (drawer) => drawer.close(),
  },
];
