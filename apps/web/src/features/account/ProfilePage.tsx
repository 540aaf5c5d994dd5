import { Alert, Anchor, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { changePasswordSchema } from '@skald/contract/account';
import { PASSWORD_MIN_LENGTH } from '@skald/contract/account-limits';
import { changePasswordRoute } from '@skald/contract/api/me-routes';
import { IconCheck } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { callRoute } from '../../lib/api/call-route.ts';
import { checkForm, type FieldErrors } from '../../lib/form-check.ts';
import { type SessionUser, useSession } from '../../lib/session.tsx';
import { EmailVerification } from './EmailVerification.tsx';

const tierNames: Record<string, string> = { legacy: 'Legacy', basic: 'Basic' };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={124} c="dimmed" fw={500}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function AccountFacts({ user }: { user: SessionUser }) {
  const since = new Date(user.created);
  return (
    <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing="xs">
      <Table.Tbody>
        <Row label="Email">
          <Stack gap={6}>
            <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
            <EmailVerification verified={user.emailVerified} />
          </Stack>
        </Row>
        <Row label="Username">
          <Group gap="sm">
            <Text>{user.username ?? 'Not chosen yet'}</Text>
            <Anchor component={Link} to="/set-username?redirect=%2Fprofile" fz="sm">
              {user.username ? 'Change' : 'Choose one'}
            </Anchor>
          </Group>
        </Row>
        <Row label="Subscription">
          <Group gap="sm">
            <Text>{tierNames[user.tier] ?? user.tier}</Text>
            <Anchor component={Link} to="/pricing" fz="sm">
              See the tiers
            </Anchor>
          </Group>
        </Row>
        {!Number.isNaN(since.getTime()) && (
          <Row label="Member since">
            <Text>{since.toLocaleDateString(undefined, { dateStyle: 'long' })}</Text>
          </Row>
        )}
      </Table.Tbody>
    </Table>
  );
}

/** Changing the password asks for the current one; the server signs out every other device. */
function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setChanged(false);
    const check = checkForm(changePasswordSchema, { currentPassword, newPassword });
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    setBusy(true);
    try {
      await callRoute(changePasswordRoute, { body: check.data });
      setChanged(true);
      setCurrentPassword('');
      setNewPassword('');
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={400}>
        <FormFailure message={failure} />
        {changed && (
          <Alert color="teal" variant="light" role="status" icon={<IconCheck aria-hidden="true" />}>
            Password changed. Your other devices have been signed out.
          </Alert>
        )}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={currentPassword}
          error={errors.currentPassword}
          onChange={(event) => setCurrentPassword(event.currentTarget.value)}
        />
        <PasswordField
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          required
          withAsterisk={false}
          value={newPassword}
          error={errors.newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}

/** /profile: the account's e-mail, username and tier, the password, and the way to delete the account. */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Profile</Title>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Account">
          <AccountFacts user={user} />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Password">
          <Stack gap="md">
            <Title order={2} fz="h3">
              Password
            </Title>
            <ChangePasswordForm />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Delete account">
          <Group justify="space-between" gap="md">
            <Stack gap={2}>
              <Title order={2} fz="h3">
                Delete account
              </Title>
              <Text c="dimmed" fz="sm">
                Removes your account and everything you keep in Skald, for good.
              </Text>
            </Stack>
            <Button component={Link} to="/profile/delete-account" color="red" variant="outline">
              Delete account…
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
