import { vi } from 'vitest';

/**
 * Makes jsdom's `window.postMessage` deliver as a browser does: jsdom leaves the message event's `source`
 * and `origin` unset (a TODO in its Window.js), and a page that checks `event.source === window` would
 * hear nothing. Undone by `vi.restoreAllMocks()`.
 */
export function postMessageAsBrowsersDo(): void {
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    // Later, as in a browser, but in a microtask rather than a task: React drawing a page in jsdom on a loaded
    // machine can take longer than a page's 100 ms wait, and a timer would then lose the race for no reason.
    queueMicrotask(() => {
      window.dispatchEvent(new MessageEvent('message', { data: message, source: window, origin: location.origin }));
    });
  });
}
