import { Badge, Divider, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { mayUseCharacterBuilder } from '@skald/contract/character-builder-access';
import {
  IconBackpack,
  IconBell,
  IconBook2,
  IconCoin,
  IconEye,
  IconFileImport,
  IconFileText,
  IconFlame,
  IconHammer,
  IconHeartHandshake,
  IconInfoCircle,
  IconLogin2,
  IconMap,
  IconMessage,
  IconNews,
  IconSkull,
  IconSwords,
  IconTools,
  IconUser,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { type SessionUser, useSession } from '../../lib/session.tsx';

interface MenuLink {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** A stage label beside the name, such as Alpha. */
  badge?: string;
}

const dmContentLinks: MenuLink[] = [
  { to: '/content/campaigns', label: 'Campaigns', icon: IconMap },
  { to: '/content/players', label: 'Players', icon: IconUsers },
  { to: '/content/npcs', label: 'NPCs', icon: IconSkull },
  { to: '/content/spells', label: 'Spells', icon: IconFlame },
  { to: '/content/reminders', label: 'Reminders', icon: IconBell },
  { to: '/content/items', label: 'Items', icon: IconBackpack },
  { to: '/content/import', label: 'Import', icon: IconFileImport },
];

const characterBuilderLink: MenuLink = {
  to: '/content/character-builder',
  label: 'Character builder',
  icon: IconHammer,
  badge: 'Alpha',
};

/** Player content; the character builder only for admins and users flagged to try it. */
function playerContentLinks(user: SessionUser): MenuLink[] {
  const builder = mayUseCharacterBuilder(user);
  return [
    { to: '/content/characters', label: 'Characters', icon: IconUser },
    ...(builder ? [characterBuilderLink] : []),
    { to: '/content/followed', label: 'Followed', icon: IconEye },
  ];
}

const signedOutLinks: MenuLink[] = [
  { to: '/sign-in', label: 'Sign in', icon: IconLogin2 },
  { to: '/sign-up', label: 'Sign up', icon: IconUserPlus },
];

/** The links every visitor has; pricing reads Get subscription once signed in. */
const alwaysLinks = (signedIn: boolean): MenuLink[] => [
  { to: '/demo', label: 'Demo encounter', icon: IconSwords },
  { to: '/pricing', label: signedIn ? 'Get subscription' : 'Pricing', icon: IconCoin },
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
      rightSection={
        link.badge && !collapsed ? (
          <Badge size="xs" color="yellow" autoContrast>
            {link.badge}
          </Badge>
        ) : undefined
      }
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

/** A titled group of links; collapsed to icons, the title gives way to a rule. */
function Section({
  title,
  links,
  collapsed,
  onNavigate,
}: {
  title?: string;
  links: MenuLink[];
  collapsed: boolean;
  onNavigate(): void;
}) {
  return (
    <>
      {title && !collapsed ? (
        <Text fz="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="sm" pb={4}>
          {title}
        </Text>
      ) : (
        <Divider my="xs" />
      )}
      {links.map((link) => (
        <MenuItem key={link.to} link={link} collapsed={collapsed} onNavigate={onNavigate} />
      ))}
    </>
  );
}

/**
 * The side menu (content.md §2): a signed-in user's DM and player content, or sign-in and sign-up,
 * then the links every visitor has.
 */
export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate(): void }) {
  const { user } = useSession();
  return (
    <ScrollArea type="auto" style={{ height: '100%' }}>
      <Stack component="nav" aria-label="Main menu" gap={2} p="xs">
        {user ? (
          <>
            <Section title="DM content" links={dmContentLinks} collapsed={collapsed} onNavigate={onNavigate} />
            <Section
              title="Player content"
              links={playerContentLinks(user)}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          </>
        ) : (
          signedOutLinks.map((link) => (
            <MenuItem key={link.to} link={link} collapsed={collapsed} onNavigate={onNavigate} />
          ))
        )}
        <Section links={alwaysLinks(user !== null)} collapsed={collapsed} onNavigate={onNavigate} />
      </Stack>
    </ScrollArea>
  );
}
