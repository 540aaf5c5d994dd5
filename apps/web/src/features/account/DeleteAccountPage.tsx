import { Button, Container, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES } from '@skald/contract/account-limits';
import { deleteAccountRoute } from '@skald/contract/api/me-routes';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { callRoute } from '../../lib/api/call-route.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * /profile/delete-account: deleting cannot be undone, so the user types their username (their e-mail
 * when they never chose one) before the button works. Afterwards they land on the home page, signed out.
 */
export function DeleteAccountPage() {
  const { user } = useSession();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const confirmation = user.username ?? user.email;
  const what = user.username ? 'username' : 'e-mail address';
  const matches = typed.trim() === confirmation;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!matches) {
      setFailure(MESSAGES.deleteConfirmMismatch);
      return;
    }
    setBusy(true);
    try {
      await callRoute(deleteAccountRoute, { body: { username: typed.trim() } });
      // A fresh load of the home page, signed out. Not a navigation within the app: the deletion also
      // closes this tab's live connection, whose "session ended" would re-read the session and send this
      // page, which needs a signed-in user, to sign in while the lazily loaded home page was on its way.
      window.location.replace('/');
    } catch (error) {
      setFailure(failureMessage(error));
      setBusy(false);
    }
  }

  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} style={{ borderColor: 'var(--mantine-color-red-8)' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={1} fz="h2">
              Delete your account
            </Title>
            <Text>This removes, for good and at once:</Text>
            <List spacing={4}>
              <List.Item>your sign-in, profile and settings;</List.Item>
              <List.Item>your campaigns, encounters, players, NPCs, items, spells, reminders and characters.</List.Item>
            </List>
            <FormFailure message={failure} />
            <TextInput
              label={`Type your ${what} to confirm`}
              description={
                <>
                  Your {what} is <strong>{confirmation}</strong>.
                </>
              }
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <Group gap="sm">
              <Button type="submit" color="red" loading={busy} disabled={!matches}>
                Delete my account
              </Button>
              <Button component={Link} to="/profile" variant="default">
                Keep my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
