import { ActionIcon, Avatar, Menu, Text, useComputedColorScheme } from '@mantine/core';
import {
  IconAdjustments,
  IconCoin,
  IconFolder,
  IconLogout,
  IconMoon,
  IconShieldLock,
  IconSun,
  IconUser,
  IconWriting,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { notifyNegative } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.tsx';
import { useAccountData } from '../../lib/user-settings.tsx';

const icon = { size: 16, stroke: 1.6 } as const;

/** The signed-in user menu of content.md §2, in its order. */
export function UserMenu() {
  const { user, signOut } = useSession();
  const { updateSettings } = useAccountData();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const navigate = useNavigate();
  if (!user) return null;
  const name = user.username ?? user.email;
  const next = scheme === 'dark' ? 'light' : 'dark';

  async function leave() {
    // Home first, so the page being left does not ask the signed-out visitor to sign in again. Drawn at once
    // (flushSync): as a transition, the sign-out's update could draw the page being left first, whose sign-in
    // redirect then won over home.
    await navigate('/', { flushSync: true });
    try {
      await signOut();
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : 'Sign-out failed.', { autoClose: 5000 });
    }
  }

  return (
    <Menu position="bottom-end" withinPortal width={220}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Account menu (${name})`}>
          <Avatar size={28} radius="xl" color="red" alt="" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="xs" c="dimmed" truncate="end">
            Signed in as {name}
          </Text>
        </Menu.Label>
        {user.admin && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldLock {...icon} />}>
            Admin
          </Menu.Item>
        )}
        {(user.admin || user.contribute.length > 0) && (
          <Menu.Item component={Link} to="/contribute" leftSection={<IconWriting {...icon} />}>
            Contribute
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser {...icon} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/pricing" leftSection={<IconCoin {...icon} />}>
          Subscription
        </Menu.Item>
        <Menu.Item component={Link} to="/content" leftSection={<IconFolder {...icon} />}>
          My content
        </Menu.Item>
        <Menu.Item component={Link} to="/content/settings" leftSection={<IconAdjustments {...icon} />}>
          Settings
        </Menu.Item>
        <Menu.Item
          leftSection={next === 'light' ? <IconSun {...icon} /> : <IconMoon {...icon} />}
          onClick={() => void updateSettings({ general: { theme: next } })}
        >
          {next === 'light' ? 'Light theme' : 'Dark theme'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout {...icon} />} onClick={() => void leave()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
