import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** How long a passing notice stays, per the specification's notification timeout. */
export const NOTIFICATION_TIMEOUT_MS = 1000;

interface NoticeOptions {
  /** Notices with the same id replace each other instead of stacking. */
  id?: string;
  title?: string;
  autoClose?: number | false;
}

function show(color: string, message: string, options: NoticeOptions): void {
  notifications.show({
    id: options.id,
    title: options.title,
    message,
    color,
    autoClose: options.autoClose ?? NOTIFICATION_TIMEOUT_MS,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

/** Something went wrong or was refused. */
export function notifyNegative(message: string, options: NoticeOptions = {}): void {
  show('red', message, options);
}

/** How long a roll result stays on screen (content.md §9: roll toast 3 seconds). */
export const ROLL_TOAST_MS = 3000;

/** A dice result: what was rolled, and how it came out. Rolls show at the top centre, clear of the drawer. */
export function notifyRoll(title: string, message: ReactNode): void {
  notifications.show({
    title,
    message,
    position: 'top-center',
    color: 'red',
    autoClose: ROLL_TOAST_MS,
    closeButtonProps: { 'aria-label': 'Close roll result' },
  });
}
