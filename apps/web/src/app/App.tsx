import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router';
import { queryClient } from '../lib/api/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';
import { AccountDataProvider } from '../lib/user-settings.tsx';
import { router as browserRouter } from './routes/router.tsx';
import { AppNotifications } from './shell/AppNotifications.tsx';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

/** The whole app around a router: the browser's, or a component test's memory router. */
export function App({ router = browserRouter }: { router?: DataRouter }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="dark"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      <AppNotifications />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <AccountDataProvider>
            <RouterProvider router={router} />
          </AccountDataProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
