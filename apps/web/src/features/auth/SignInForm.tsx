import { Anchor, Button, Group, Stack } from '@mantine/core';
import { signInSchema } from '@skald/contract/account';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { checkForm, type FieldErrors } from '../../lib/form-check.ts';
import { type SessionUser, useSession } from '../../lib/session.tsx';
import { EmailField } from './EmailField.tsx';
import { GoogleButton } from './GoogleButton.tsx';

/**
 * E-mail and password sign-in, with Google above it when offered. Used by the sign-in page and the
 * header's sign-in dialog; each decides where a signed-in user goes.
 */
export function SignInForm({
  googleRedirect,
  onSignedIn,
  onLeave,
  earlierFailure = null,
}: {
  /** Where Google's round trip ends. */
  googleRedirect: string;
  onSignedIn(user: SessionUser): void;
  /** Following one of the form's links (forgot password); the dialog closes itself then. */
  onLeave?(): void;
  /** Why the last attempt failed before this form showed (a Google round trip that came back refused). */
  earlierFailure?: string | null;
}) {
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(earlierFailure);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const check = checkForm(signInSchema, { email, password });
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    setBusy(true);
    try {
      onSignedIn(await signIn(check.data.email, check.data.password));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <GoogleButton redirect={googleRedirect} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormFailure message={failure} />
          <EmailField value={email} error={errors.email} onChange={setEmail} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot-password" fz="sm" onClick={onLeave}>
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={busy}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
