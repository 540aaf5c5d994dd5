import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { forgotPasswordSchema, resetPasswordSchema } from '@skald/contract/account';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@skald/contract/account-limits';
import { forgotPasswordRoute, resetPasswordRoute } from '@skald/contract/api/auth-routes';
import { IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { callRoute } from '../../lib/api/call-route.ts';
import { checkForm, type FieldErrors } from '../../lib/form-check.ts';
import { AFTER_SIGN_IN } from '../../lib/redirect-target.ts';
import { useSession } from '../../lib/session.tsx';
import { AuthCard } from './AuthCard.tsx';
import { EmailField } from './EmailField.tsx';

const backToSignIn = (
  <Anchor inherit underline="always" component={Link} to="/sign-in">
    Back to sign in
  </Anchor>
);

/** Asks for the e-mail address and says a link is on its way, whether or not an account uses it. */
function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const check = checkForm(forgotPasswordSchema, { email });
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    setBusy(true);
    try {
      await callRoute(forgotPasswordRoute, { body: check.data });
      setSent(true);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your account's e-mail address and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      {sent ? (
        <Alert color="teal" variant="light" role="status" icon={<IconMailForward aria-hidden="true" />}>
          {MESSAGES.resetSent}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormFailure message={failure} />
            <EmailField value={email} error={errors.email} onChange={setEmail} />
            <Button type="submit" size="md" fullWidth loading={busy}>
              Send the reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

/** The mailed link's page: a new password, which also signs the user in. */
function NewPasswordForm({ token }: { token: string }) {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const check = checkForm(resetPasswordSchema, { token, password });
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) {
      if (check.errors.token) setFailure(check.errors.token);
      return;
    }
    setBusy(true);
    try {
      await callRoute(resetPasswordRoute, { body: check.data });
      await refresh();
      navigate(AFTER_SIGN_IN, { replace: true });
    } catch (error) {
      setFailure(failureMessage(error));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Choose a new password" subtitle="You will be signed in with it right away." footer={backToSignIn}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormFailure message={failure} />
          <PasswordField
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            autoComplete="new-password"
            required
            withAsterisk={false}
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" size="md" fullWidth loading={busy}>
            Save the new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** /forgot-password: asks for a reset link, or with `?token=` from that link sets the new password. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestResetForm />;
}
