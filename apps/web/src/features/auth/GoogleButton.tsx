import { Button, Divider } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useSession } from '../../lib/session.tsx';

/**
 * Google sign-in, offered only when the server has a Google client configured. It is a full-page
 * redirect through the server, which comes back to `redirect` once Google has answered.
 */
export function GoogleButton({ redirect, label = 'Continue with Google' }: { redirect: string; label?: string }) {
  const { providers } = useSession();
  if (!providers.google) return null;
  return (
    <>
      <Button
        component="a"
        href={`/api/auth/google?redirect=${encodeURIComponent(redirect)}`}
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
      >
        {label}
      </Button>
      <Divider label="or with your e-mail" labelPosition="center" />
    </>
  );
}
