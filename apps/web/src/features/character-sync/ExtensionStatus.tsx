import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { EXTENSION_TIMEOUT_MS } from '@skald/contract/character-sync-messages';
import { IconPlugConnected, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { CHARACTER_NOT_FOUND } from './extension-bridge.ts';
import type { ExtensionState } from './use-extension.ts';

/** Whether the extension answered, its version, and a button to ask again. */
export function ExtensionStatus({ extension, askAgain }: { extension: ExtensionState; askAgain: () => void }) {
  const again = (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconRefresh size={14} aria-hidden />}
      onClick={askAgain}
      disabled={extension.status === 'asking'}
    >
      Check again
    </Button>
  );
  if (extension.status === 'asking') {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>Looking for the character sync extension…</Text>
      </Group>
    );
  }
  if (extension.status === 'missing') {
    return (
      <Alert
        color="orange"
        role="alert"
        title="No character sync extension found"
        icon={<IconPlugConnectedX aria-hidden />}
      >
        <Text size="sm">{CHARACTER_NOT_FOUND}</Text>
        <Text size="sm" mb="sm">
          It did not answer within {EXTENSION_TIMEOUT_MS} ms: it is not installed in this browser, or not allowed on
          this site.
        </Text>
        {again}
      </Alert>
    );
  }
  return (
    <Alert color="teal" title="Extension installed" icon={<IconPlugConnected aria-hidden />} role="status">
      <Text size="sm" mb="sm">
        {extension.version
          ? `The character sync extension, version ${extension.version}, is installed.`
          : 'The character sync extension is installed; it did not say its version.'}
      </Text>
      {again}
    </Alert>
  );
}
