import { registerSW } from 'virtual:pwa-register';
import { notifications } from '@mantine/notifications';

/**
 * Installs the service worker that keeps the app usable offline. Production builds only: in the dev
 * server it would cache modules that change on every edit. An update never reloads an open tab (a
 * fight held in the browser would be lost); it says so and takes over once Skald is next opened.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onNeedRefresh: () =>
      notifications.show({
        id: 'new-version',
        message: 'A new version of Skald is ready. It starts the next time you open Skald.',
        autoClose: false,
        closeButtonProps: { 'aria-label': 'Close notification' },
      }),
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });
}
