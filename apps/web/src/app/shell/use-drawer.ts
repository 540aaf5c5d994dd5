import { useCallback, useEffect, useRef, useState } from 'react';

export type DrawerKind = 'keybindings' | 'compendium' | 'public-link' | 'dice-roller';

/** Pause between closing one drawer's content and opening another, so the change reads as a switch. */
export const DRAWER_SWITCH_DELAY_MS = 100;

export interface DrawerControls {
  kind: DrawerKind | null;
  opened: boolean;
  open(kind: DrawerKind): void;
  /** Opens `kind`, or closes the drawer when it already shows `kind`. */
  toggle(kind: DrawerKind): void;
  close(): void;
}

/** The header drawer's state: one content at a time, switching through a short close. */
export function useDrawer(): DrawerControls {
  const [kind, setKind] = useState<DrawerKind | null>(null);
  const [opened, setOpened] = useState(false);
  const switchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const state = useRef({ kind, opened });
  state.current = { kind, opened };

  const cancelSwitch = useCallback(() => clearTimeout(switchTimer.current), []);
  useEffect(() => cancelSwitch, [cancelSwitch]);

  const open = useCallback(
    (next: DrawerKind) => {
      cancelSwitch();
      const { kind: shown, opened: isOpen } = state.current;
      if (isOpen && shown === next) return;
      if (isOpen) {
        setOpened(false);
        switchTimer.current = setTimeout(() => {
          setKind(next);
          setOpened(true);
        }, DRAWER_SWITCH_DELAY_MS);
        return;
      }
      setKind(next);
      setOpened(true);
    },
    [cancelSwitch],
  );

  const close = useCallback(() => {
    cancelSwitch();
    setOpened(false);
  }, [cancelSwitch]);

  const toggle = useCallback(
    (next: DrawerKind) => {
      const { kind: shown, opened: isOpen } = state.current;
      if (isOpen && shown === next) close();
      else open(next);
    },
    [open, close],
  );

  return { kind, opened, open, toggle, close };
}
