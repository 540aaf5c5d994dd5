import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { verifyEmailSchema } from '@skald/contract/account';
import { MESSAGES } from '@skald/contract/account-limits';
import { verifyEmailRoute } from '@skald/contract/api/auth-routes';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormFailure, failureMessage } from '../../components/FormFailure.tsx';
import { callRoute } from '../../lib/api/call-route.ts';
import { useSession } from '../../lib/session.tsx';
import { AuthCard } from './AuthCard.tsx';

type Outcome = { state: 'checking' } | { state: 'verified' } | { state: 'failed'; message: string };

/** /verify-email?token=…: the mailed link's page, which verifies the address as soon as it opens. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { loading, user, refresh } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  // The link works once: a second run of the effect (React's development double run) must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    // The request carries the CSRF token the session answer brings, so it waits for that answer.
    if (loading || sent.current) return;
    sent.current = true;
    const check = verifyEmailSchema.safeParse({ token });
    if (!check.success) {
      setOutcome({ state: 'failed', message: MESSAGES.verifyLinkInvalid });
      return;
    }
    callRoute(verifyEmailRoute, { body: check.data }).then(
      async () => {
        setOutcome({ state: 'verified' });
        await refresh();
      },
      (error) => setOutcome({ state: 'failed', message: failureMessage(error) }),
    );
  }, [loading, token, refresh]);

  const onward = user ? (
    <Button component={Link} to="/profile" variant="default">
      Go to your profile
    </Button>
  ) : (
    <Button component={Link} to="/sign-in" variant="default">
      Sign in
    </Button>
  );

  return (
    <AuthCard title="Verify your e-mail address">
      {outcome.state === 'checking' && (
        <Group gap="sm" justify="center" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Checking the link…</Text>
        </Group>
      )}
      {outcome.state === 'verified' && (
        <>
          <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />}>
            {MESSAGES.emailVerified}
          </Alert>
          {onward}
        </>
      )}
      {outcome.state === 'failed' && (
        <>
          <FormFailure message={outcome.message} />
          <Text fz="sm" ta="center">
            {user ? (
              <Anchor component={Link} to="/profile" inherit underline="always">
                Ask for a new link from your profile
              </Anchor>
            ) : (
              <Anchor component={Link} to="/sign-in?redirect=%2Fprofile" inherit underline="always">
                Sign in to ask for a new link
              </Anchor>
            )}
          </Text>
        </>
      )}
    </AuthCard>
  );
}
