import { cleanup, configure, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../lib/api/query-client.ts';
import { App } from './App.tsx';
import { appRoutes, type ScreenOf } from './routes/router.tsx';

/** The live host's socket, which never connects: the broadcast is covered by the server suite and the browser journeys. */
class UnconnectedSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

const opened: { dispose(): void }[] = [];

/**
 * Opens the whole app at `path` as a browser would, on a memory router: the real routes, shell, route gate,
 * session and settings, answered by `fakeServer` (lib/testing/fake-server.ts), set up first. `screenOf` may
 * draw stand-ins for the pages a test is not about.
 */
export function renderApp(path: string, { screenOf }: { screenOf?: ScreenOf } = {}) {
  vi.stubGlobal('WebSocket', UnconnectedSocket);
  const router = createMemoryRouter(appRoutes(screenOf), { initialEntries: [path] });
  opened.push(router);
  // The address bar follows the router, as with the browser's router: pages read `window.location` too.
  const showAddress = ({ pathname, search }: { pathname: string; search: string }) =>
    window.history.replaceState(null, '', `${pathname}${search}`);
  showAddress(router.state.location);
  router.subscribe((state) => showAddress(state.location));
  const { unmount } = render(<App router={router} />);
  return {
    router,
    unmount,
    /** Where the app is now: path and query string. */
    path: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

// A page's code loads lazily, as in the browser: the first visit to a screen group in a test file takes seconds.
configure({ asyncUtilTimeout: 10_000 });

// Each test starts from a fresh browser: no router, stubs, cached answers or stored choices of the one before.
afterEach(() => {
  cleanup();
  for (const router of opened.splice(0)) router.dispose();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
