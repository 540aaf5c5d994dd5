import { registerSW } from 'virtual:pwa-register';

/**
 * Installs the service worker that keeps the app usable offline. Production builds only: in the dev
 * server it would cache modules that change on every edit.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });
}
