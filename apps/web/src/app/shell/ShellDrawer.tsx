import { Drawer, Loader, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { type DrawerContentProps, drawerContents } from './drawer-contents.ts';
import type { DrawerControls } from './use-drawer.ts';

/** Mantine's AppShell header layer. */
const HEADER_Z_INDEX = 100;

/** The view shown when a drawer's content cannot be loaded, for example offline. */
function DefaultDrawerView() {
  return (
    <Stack gap="xs" data-testid="drawer-default-view">
      <Text fw={600}>This panel could not be loaded.</Text>
      <Text c="dimmed">Check your connection, then close the drawer and open it again.</Text>
    </Stack>
  );
}

/**
 * The header drawer. It sits below the header (and under it in stacking order), so the header's
 * buttons stay usable while it is open: choosing another drawer switches its content.
 */
export function ShellDrawer({
  drawer,
  shortcuts,
  headerHeight,
}: { drawer: DrawerControls; headerHeight: number } & DrawerContentProps) {
  const content = drawer.kind ? drawerContents[drawer.kind] : undefined;
  return (
    <Drawer
      opened={drawer.opened}
      onClose={drawer.close}
      position="right"
      size="md"
      title={content?.title}
      closeButtonProps={{ 'aria-label': 'Close drawer' }}
      zIndex={HEADER_Z_INDEX - 1}
      styles={{ inner: { top: headerHeight } }}
      data-drawer-kind={drawer.kind ?? undefined}
    >
      {content && (
        <ErrorBoundary key={drawer.kind} fallback={<DefaultDrawerView />}>
          <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
            <content.Content shortcuts={shortcuts} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Drawer>
  );
}
