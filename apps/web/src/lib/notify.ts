import { notifications } from '@mantine/notifications';

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

/** Something the user asked for was done. */
export function notifyPositive(message: string, options: NoticeOptions = {}): void {
  show('teal', message, { autoClose: 3000, ...options });
}
