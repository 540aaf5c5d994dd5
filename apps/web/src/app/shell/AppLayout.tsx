import { AppShell } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { RollsOverlay } from '../../components/RollsOverlay.tsx';
import { LiveHostProvider } from '../../lib/live/live-host.tsx';
import { useListedPageShortcuts } from '../../lib/page-shortcuts.ts';
import { rollStore } from '../../lib/rolls.ts';
import { currentMeta } from '../../lib/route-meta.ts';
import { useSession } from '../../lib/session.tsx';
import { useOnline } from '../../lib/use-online.ts';
import { useSideCollapsed } from '../../lib/user-settings.tsx';
import { BroadcastInterrupted } from './BroadcastInterrupted.tsx';
import { Header } from './Header.tsx';
import { OFFLINE_BANNER_HEIGHT, OfflineBanner } from './OfflineBanner.tsx';
import { RouteGate } from './RouteGate.tsx';
import { ShellDrawer } from './ShellDrawer.tsx';
import { Sidebar } from './Sidebar.tsx';
import { shellShortcuts } from './shell-shortcuts.ts';
import { useDrawer } from './use-drawer.ts';
import { DocumentMeta } from './use-page-meta.ts';
import { useThemeColorMeta } from './use-theme-color-meta.ts';

/** Small screens are those under 576 px wide. */
export const SMALL_SCREEN_QUERY = '(max-width: 575.98px)';

const HEADER_HEIGHT = 56;

/** The application shell around every page: header, sidebar, drawer, banners and the route gate. */
export function AppLayout() {
  const meta = currentMeta(useMatches());
  const { pathname, key: locationKey } = useLocation();
  const { user } = useSession();
  const online = useOnline();
  const drawer = useDrawer();
  const pageShortcuts = useListedPageShortcuts();
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [sideCollapsed, setSideCollapsed] = useSideCollapsed();

  useHotkeys(shellShortcuts.map((shortcut) => [shortcut.hotkey, () => shortcut.perform(drawer)]));

  useThemeColorMeta();

  // Every navigation (a new location key, even for the same path) closes the drawer and the small-screen
  // menu, and clears the rolls overlay (content.md §2: pending ability rolls belong to the page they came from).
  const { close: closeDrawer } = drawer;
  const [shownLocation, setShownLocation] = useState(locationKey);
  if (shownLocation !== locationKey) {
    setShownLocation(locationKey);
    setMobileMenuOpen(false);
  }
  useEffect(() => {
    if (!locationKey) return;
    closeDrawer();
    rollStore.clear();
  }, [locationKey, closeDrawer]);

  const home = pathname === '/';
  const showHeader = !home || user !== null;
  const showSidebar = meta.sidebar !== false && (!home || user !== null);
  const collapsed = sideCollapsed && !small;

  return (
    <LiveHostProvider>
      <AppShell
        header={{ height: HEADER_HEIGHT, collapsed: !showHeader }}
        navbar={{
          width: collapsed ? 64 : 240,
          breakpoint: 'xs',
          collapsed: { mobile: !showSidebar || !mobileMenuOpen, desktop: !showSidebar },
        }}
        padding={0}
        // Below the drawer's overlay (99), so an open drawer dims the menu too; the header stays above it.
        styles={{ navbar: { zIndex: 98 } }}
      >
        <DocumentMeta meta={meta} />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {showHeader && (
          <AppShell.Header>
            <Header
              drawer={drawer}
              signedIn={user !== null}
              showMenuToggle={showSidebar}
              small={small}
              menuOpened={small ? mobileMenuOpen : !collapsed}
              onToggleMenu={() => (small ? setMobileMenuOpen((open) => !open) : setSideCollapsed(!sideCollapsed))}
            />
          </AppShell.Header>
        )}
        {showSidebar && (
          // Off screen on a phone, the closed menu must not take focus or be read out.
          <AppShell.Navbar inert={small && !mobileMenuOpen}>
            <Sidebar collapsed={collapsed} onNavigate={() => setMobileMenuOpen(false)} />
          </AppShell.Navbar>
        )}
        {/* Before the page in the tab order: results appear at the top, under the header. */}
        <RollsOverlay besideDrawer={drawer.opened} />
        <AppShell.Main id="main" tabIndex={-1}>
          {!online && <OfflineBanner />}
          <RouteGate meta={meta} online={online}>
            <Outlet />
          </RouteGate>
        </AppShell.Main>
        <ShellDrawer
          drawer={drawer}
          shortcuts={[...shellShortcuts, ...pageShortcuts]}
          // Offline, the drawer opens below the banner, which stays in sight with its title and close button.
          headerHeight={(showHeader ? HEADER_HEIGHT : 0) + (online ? 0 : OFFLINE_BANNER_HEIGHT)}
        />
        <BroadcastInterrupted />
        <ScrollRestoration />
      </AppShell>
    </LiveHostProvider>
  );
}
