import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** Why something of the library could not be read (not found, not the user's, the server down), in red. */
export function LoadFailure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="red" role="alert" title={title}>
      {children}
    </Alert>
  );
}
