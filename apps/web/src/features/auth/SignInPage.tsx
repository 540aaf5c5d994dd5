import { Anchor } from '@mantine/core';
import { MESSAGES } from '@skald/contract/account-limits';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { redirectTarget, withRedirect } from '../../lib/redirect-target.ts';
import { useSession } from '../../lib/session.tsx';
import { AuthCard } from './AuthCard.tsx';
import { SignInForm } from './SignInForm.tsx';

/** The server sends a refused Google round trip back here with `?error=google`. */
export const GOOGLE_FAILED = 'Google sign-in did not work. Try again, or sign in with your e-mail and password.';

/** Why a Google round trip came back refused (`?error=`), as the sign-in form says it. */
const EARLIER_FAILURES = new Map([
  ['google', GOOGLE_FAILED],
  ['google-unverified', MESSAGES.googleLinkUnverified],
]);

/** /sign-in: signs in and goes on to `?redirect=` (a page that asked for sign-in) or to /content. */
export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = redirectTarget(params.get('redirect'));
  const { user } = useSession();
  // Someone already signed in (an old tab, a bookmark) goes on rather than seeing the form again.
  if (user) return <Navigate to={target} replace />;
  return (
    <AuthCard
      title="Sign in to Skald"
      subtitle="Your campaigns, encounters and settings, on every device."
      footer={
        <>
          New to Skald?{' '}
          <Anchor
            inherit
            underline="always"
            component={Link}
            to={params.has('redirect') ? withRedirect('/sign-up', target) : '/sign-up'}
          >
            Create an account
          </Anchor>
        </>
      }
    >
      <SignInForm
        googleRedirect={target}
        onSignedIn={() => navigate(target, { replace: true })}
        earlierFailure={EARLIER_FAILURES.get(params.get('error') ?? '') ?? null}
      />
    </AuthCard>
  );
}
