import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { SessionProvider, useSession } from '../session.tsx';
import { AccountDataProvider } from '../user-settings.tsx';

// A page waits for the session and then its record: seconds on a two-core machine running two files at once.
configure({ asyncUtilTimeout: 30_000 });

// Notices live in Mantine's store, outside the drawn tree: one test's must not show in the next.
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

// Autosized text areas listen for fonts loading, which jsdom does not model.
Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

/** Any address the screens under test do not own: it says where the app went, for a redirect to be read. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Now at {`${pathname}${search}`}</p>;
}

/** Draws the screens once the session is read, as the app's route gate waits for it. */
function OnceSessionRead({ children }: { children: ReactElement }) {
  return useSession().loading ? null : children;
}

/**
 * Draws screens as the app does (Mantine, notices, the query cache, the real session and settings) at the
 * address `at`; `screens` maps route paths (`/content/items/:id`) to their pages. Answers come from
 * `fakeServer`, set up first. Returns a user-event instance to act with.
 */
export function renderScreen(at: string, screens: Record<string, ReactElement>) {
  // No pause between keys: typing is what is tested, not its pace.
  const user = userEvent.setup({ delay: null });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queries}>
        <SessionProvider>
          <AccountDataProvider>
            <OnceSessionRead>
              <MemoryRouter initialEntries={[at]}>
                <Routes>
                  {Object.entries(screens).map(([path, element]) => (
                    <Route key={path} path={path} element={element} />
                  ))}
                  <Route path="*" element={<Elsewhere />} />
                </Routes>
              </MemoryRouter>
            </OnceSessionRead>
          </AccountDataProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return user;
}

/** Picks `option` in the select labelled `label`, as a person does: open it, click the choice in its own list. */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await user.click(select);
  const list = await waitFor(() => {
    const controlled = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!controlled) throw new Error(`the list of ${label} did not open`);
    return controlled;
  });
  // jsdom draws no transition: Mantine's dropdown stays hidden to the accessibility tree.
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

/**
 * A screen test's time limit (`describe(name, SCREEN_TEST, …)`): a whole form drawn again on every change
 * takes tens of seconds on a two-core machine shared with the browser suite.
 */
export const SCREEN_TEST = { timeout: 120_000 };
