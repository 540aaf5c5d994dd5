import { Center, Loader } from '@mantine/core';

/**
 * What the router shows on a first load while the opening page's code arrives (React Router's hydrate
 * fallback): a quiet spinner rather than a blank page and the router's console warning that none was given.
 */
export function FirstScreenLoading() {
  return (
    <Center mih="100dvh" role="status" aria-label="Loading Skald">
      <Loader aria-hidden="true" />
    </Center>
  );
}
