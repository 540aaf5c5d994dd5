import { useEffect, useSyncExternalStore } from 'react';

/** A shortcut as the keybindings drawer lists it. */
export interface ListedShortcut {
  keys: string[];
  label: string;
}

const NONE: ListedShortcut[] = [];
let current: ListedShortcut[] = NONE;
const listeners = new Set<() => void>();

function publish(next: ListedShortcut[]): void {
  current = next;
  for (const listener of listeners) listener();
}

/** A page's own shortcuts join the keybindings drawer while the page is shown. */
export function usePageShortcuts(shortcuts: ListedShortcut[]): void {
  useEffect(() => {
    publish(shortcuts);
    return () => publish(NONE);
  }, [shortcuts]);
}

/** The shortcuts of the page being shown, for the drawer. */
export function useListedPageShortcuts(): ListedShortcut[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
