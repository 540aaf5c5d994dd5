import { vi } from 'vitest';

/**
 * Makes jsdom's `window.postMessage` deliver as a browser does: jsdom leaves the message event's `source`
 * and `origin` unset (a TODO in its Window.js), and a page that checks `event.source === window` would
 * hear nothing. Undone by `vi.restoreAllMocks()`.
 */
export function postMessageAsBrowsersDo(): void {
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    setTimeout(() => {
      window.dispatchEvent(new MessageEvent('message', { data: message, source: window, origin: location.origin }));
    }, 0);
  });
}
