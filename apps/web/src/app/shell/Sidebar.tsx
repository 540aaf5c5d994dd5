import { Divider, NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import {
  IconBook2,
  IconCoin,
  IconFileText,
  IconHeartHandshake,
  IconInfoCircle,
  IconLogin2,
  IconMessage,
  IconNews,
  IconSwords,
  IconTools,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';

interface MenuLink {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

const signedOutLinks: MenuLink[] = [
  { to: '/sign-in', label: 'Sign in', icon: IconLogin2 },
  { to: '/sign-up', label: 'Sign up', icon: IconUserPlus },
];

const alwaysLinks: MenuLink[] = [
  { to: '/demo', label: 'Demo encounter', icon: IconSwords },
  { to: '/pricing', label: 'Pricing', icon: IconCoin },
  { to: '/tools', label: 'Tools', icon: IconTools },
  { to: '/compendium', label: 'Compendium', icon: IconBook2 },
  { to: '/support', label: 'Support', icon: IconHeartHandshake },
  { to: '/feedback', label: 'Feedback', icon: IconMessage },
  { to: '/changelog', label: 'Changelog', icon: IconNews },
  { to: '/documentation', label: 'Documentation', icon: IconFileText },
  { to: '/about-us', label: 'About us', icon: IconInfoCircle },
];

function MenuItem({ link, collapsed, onNavigate }: { link: MenuLink; collapsed: boolean; onNavigate(): void }) {
  const { pathname } = useLocation();
  const active = pathname === link.to || pathname.startsWith(`${link.to}/`);
  const item = (
    <NavLink
      component={Link}
      to={link.to}
      label={collapsed ? undefined : link.label}
      aria-label={collapsed ? link.label : undefined}
      leftSection={<link.icon size={20} stroke={1.6} />}
      active={active}
      onClick={onNavigate}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
    />
  );
  return collapsed ? (
    <Tooltip label={link.label} position="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
}

/** The side menu: the signed-out entries and the links every visitor has. */
export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate(): void }) {
  return (
    <ScrollArea type="auto" style={{ height: '100%' }}>
      <Stack component="nav" aria-label="Main menu" gap={2} p="xs">
        {signedOutLinks.map((link) => (
          <MenuItem key={link.to} link={link} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
        <Divider my="xs" />
        {alwaysLinks.map((link) => (
          <MenuItem key={link.to} link={link} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </Stack>
    </ScrollArea>
  );
}
