import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from 'react-router';
import { SessionProvider } from '../lib/session.tsx';
import { AccountDataProvider } from '../lib/user-settings.tsx';
import { router } from './routes/router.tsx';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

export function App() {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="dark"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      <Notifications position="top-right" limit={5} />
      <SessionProvider>
        <AccountDataProvider>
          <RouterProvider router={router} />
        </AccountDataProvider>
      </SessionProvider>
    </MantineProvider>
  );
}
