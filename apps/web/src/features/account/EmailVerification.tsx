import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@skald/contract/account-limits';
import { verificationEmailRoute } from '@skald/contract/api/me-routes';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { callRoute } from '../../lib/api/call-route.ts';

/** Whether the account's address is verified, and, until it is, a way to have the link mailed again. */
export function EmailVerification({ verified }: { verified: boolean }) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (verified) {
    return (
      <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden="true" />}>
        Verified
      </Badge>
    );
  }

  async function sendAgain() {
    setFailure(null);
    setSent(false);
    setBusy(true);
    try {
      await callRoute(verificationEmailRoute, {});
      setSent(true);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={6} align="flex-start">
      <Group gap="sm">
        <Badge color="orange" variant="light">
          Not verified
        </Badge>
        <Button size="compact-sm" variant="subtle" loading={busy} onClick={sendAgain}>
          Send the link again
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        Open the link we mailed to this address to confirm it is yours.
      </Text>
      {sent && (
        <Text fz="sm" role="status">
          {MESSAGES.verificationSent}
        </Text>
      )}
      <FormFailure message={failure} />
    </Stack>
  );
}
