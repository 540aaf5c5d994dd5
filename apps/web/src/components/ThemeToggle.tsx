import { ActionIcon, Tooltip, useComputedColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useAccountData } from '../lib/user-settings.tsx';

/**
 * Switches between the dark (default) and light theme. The choice is kept in local storage, and with
 * the account when signed in, so it follows the user to their other devices.
 */
export function ThemeToggle() {
  const { updateSettings } = useAccountData();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        onClick={() => void updateSettings({ general: { theme: next } })}
      >
        {scheme === 'dark' ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
      </ActionIcon>
    </Tooltip>
  );
}
