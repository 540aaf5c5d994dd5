import { Anchor, Modal, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { SignInForm } from './SignInForm.tsx';

/** The signed-out user menu's sign-in: the same form in a dialog, staying on the page afterwards. */
export function SignInDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { pathname, search } = useLocation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Sign in to Skald"
      centered
      size={420}
      closeButtonProps={{ 'aria-label': 'Close sign-in' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <SignInForm googleRedirect={`${pathname}${search}`} onSignedIn={onClose} onLeave={onClose} />
      <Text ta="center" fz="sm" mt="lg">
        New to Skald?{' '}
        <Anchor inherit underline="always" component={Link} to="/sign-up" onClick={onClose}>
          Create an account
        </Anchor>
      </Text>
    </Modal>
  );
}
