import { Anchor, Button, Stack } from '@mantine/core';
import { credentialsSchema } from '@skald/contract/account';
import { PASSWORD_MIN_LENGTH } from '@skald/contract/account-limits';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { checkForm, type FieldErrors } from '../../lib/form-check.ts';
import { redirectTarget, withRedirect } from '../../lib/redirect-target.ts';
import { useSession } from '../../lib/session.tsx';
import { AuthCard } from './AuthCard.tsx';
import { EmailField } from './EmailField.tsx';
import { GoogleButton } from './GoogleButton.tsx';

/** /sign-up: a new account from an e-mail and a password, then the username, then on to the app. */
export function SignUpPage() {
  const { signUp } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = redirectTarget(params.get('redirect'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const check = checkForm(credentialsSchema, { email, password });
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    setBusy(true);
    try {
      await signUp(check.data.email, check.data.password);
      // A first sign-in chooses a username before anything else; the page offers to skip it.
      navigate(withRedirect('/set-username', target), { replace: true });
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Free to start: keep campaigns, monsters and players in one place."
      footer={
        <>
          Already have an account?{' '}
          <Anchor
            inherit
            underline="always"
            component={Link}
            to={params.has('redirect') ? withRedirect('/sign-in', target) : '/sign-in'}
          >
            Sign in
          </Anchor>
        </>
      }
    >
      <GoogleButton redirect={target} label="Sign up with Google" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormFailure message={failure} />
          <EmailField value={email} error={errors.email} onChange={setEmail} />
          <PasswordField
            label="Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            autoComplete="new-password"
            required
            withAsterisk={false}
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" size="md" fullWidth loading={busy}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
