import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Why a form was refused, in red above the form; announced to screen readers as it appears. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />}>
      {message}
    </Alert>
  );
}

/** The sentence of any failure a form catches: the server's when it sent one. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
