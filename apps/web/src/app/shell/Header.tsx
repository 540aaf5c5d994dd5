import { ActionIcon, Badge, Burger, Group, Menu, Tooltip } from '@mantine/core';
import { IconBook2, IconBroadcast, IconDice5, IconKeyboard, IconUserCircle } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { ThemeToggle } from '../../components/ThemeToggle.tsx';
import { UserMenu } from './UserMenu.tsx';
import type { DrawerControls, DrawerKind } from './use-drawer.ts';

// The dialog carries the sign-in form and its checks; it loads the first time someone opens it.
const SignInDialog = lazy(() =>
  import('../../features/auth/SignInDialog.tsx').then((m) => ({ default: m.SignInDialog })),
);

/** The build's environment name, shown as a chip everywhere but in production. */
export function environmentLabel(env: { PROD: boolean; VITE_SKALD_ENV?: string }): string | undefined {
  const label = env.VITE_SKALD_ENV?.trim() || (env.PROD ? 'production' : 'development');
  return label === 'production' ? undefined : label;
}

interface HeaderProps {
  drawer: DrawerControls;
  signedIn: boolean;
  menuOpened: boolean;
  showMenuToggle: boolean;
  /** On small screens the menu slides over the page, and the toggle shows a close cross while it is open. */
  small: boolean;
  onToggleMenu(): void;
}

function DrawerButton(props: { drawer: DrawerControls; kind: DrawerKind; label: string; icon: ReactNode }) {
  const active = props.drawer.opened && props.drawer.kind === props.kind;
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant={active ? 'light' : 'subtle'}
        color={active ? undefined : 'gray'}
        size="lg"
        aria-label={props.label}
        aria-pressed={active}
        onClick={() => props.drawer.toggle(props.kind)}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** Sign in opens a dialog over the current page; sign up is its own page. */
function SignedOutUserMenu() {
  const [signingIn, setSigningIn] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Account">
            <IconUserCircle size={22} stroke={1.6} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setSigningIn(true)}>Sign in</Menu.Item>
          <Menu.Item component={Link} to="/sign-up">
            Sign up
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {signingIn && (
        <Suspense fallback={null}>
          <SignInDialog opened onClose={() => setSigningIn(false)} />
        </Suspense>
      )}
    </>
  );
}

export function Header({ drawer, signedIn, menuOpened, showMenuToggle, small, onToggleMenu }: HeaderProps) {
  const env = environmentLabel(import.meta.env);
  const icon = { size: 20, stroke: 1.6 };
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        {showMenuToggle && (
          <Burger
            opened={small && menuOpened}
            onClick={onToggleMenu}
            size="sm"
            aria-label="Menu"
            aria-expanded={menuOpened}
          />
        )}
        <Logo />
        {env && (
          <Badge variant="outline" color="yellow" size="sm" data-testid="environment-chip">
            {env}
          </Badge>
        )}
      </Group>
      <Group gap={2} wrap="nowrap" component="nav" aria-label="Tools">
        <DrawerButton drawer={drawer} kind="keybindings" label="Keyboard shortcuts" icon={<IconKeyboard {...icon} />} />
        <DrawerButton drawer={drawer} kind="compendium" label="Compendium search" icon={<IconBook2 {...icon} />} />
        {signedIn && (
          <DrawerButton
            drawer={drawer}
            kind="public-link"
            label="Public initiative link"
            icon={<IconBroadcast {...icon} />}
          />
        )}
        <DrawerButton drawer={drawer} kind="dice-roller" label="Dice roller (R)" icon={<IconDice5 {...icon} />} />
        <ThemeToggle />
        {signedIn ? <UserMenu /> : <SignedOutUserMenu />}
      </Group>
    </Group>
  );
}
