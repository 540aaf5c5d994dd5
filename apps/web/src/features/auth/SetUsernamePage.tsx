import { Anchor, Button, Center, Group, Loader, Stack, TextInput } from '@mantine/core';
import { setUsernameSchema } from '@skald/contract/account';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@skald/contract/account-limits';
import { setUsernameRoute } from '@skald/contract/api/me-routes';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { callRoute } from '../../lib/api/call-route.ts';
import { checkForm, type FieldErrors } from '../../lib/form-check.ts';
import { redirectTarget, withRedirect } from '../../lib/redirect-target.ts';
import { useSession } from '../../lib/session.tsx';
import { AuthCard } from './AuthCard.tsx';

/**
 * /set-username: chosen after the first sign-in (and changed from the profile). The username is how
 * other users find a game master's campaigns, so it is asked for early but may be skipped.
 */
export function SetUsernamePage() {
  const { loading, user, refresh } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = redirectTarget(params.get('redirect'));
  const [username, setUsername] = useState(user?.username ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (loading) {
    return (
      <Center py="xl" role="status" aria-label="Checking your sign-in">
        <Loader aria-hidden="true" />
      </Center>
    );
  }
  if (!user) return <Navigate to={withRedirect('/sign-in', withRedirect('/set-username', target))} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const check = checkForm(setUsernameSchema, { username });
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    setBusy(true);
    try {
      await callRoute(setUsernameRoute, { body: check.data });
      await refresh();
      navigate(target, { replace: true });
    } catch (error) {
      setFailure(failureMessage(error));
      setBusy(false);
    }
  }

  const changing = user.username !== null;
  return (
    <AuthCard
      title={changing ? 'Change your username' : 'Choose a username'}
      subtitle="Players find your campaigns and live initiative by it."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormFailure message={failure} />
          <TextInput
            label="Username"
            description={`${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, numbers, dashes or underscores.`}
            autoComplete="username"
            required
            withAsterisk={false}
            value={username}
            error={errors.username}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          <Button type="submit" size="md" fullWidth loading={busy}>
            Save username
          </Button>
          <Group justify="center">
            <Anchor component={Link} to={target} fz="sm" c="dimmed">
              {changing ? 'Keep the current one' : 'Skip for now'}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
