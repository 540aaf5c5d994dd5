import { Center, Container, Loader } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/library/LoadFailure.tsx';

/**
 * While a saved encounter loads, a spinner; when it could not be loaded (not found, not the user's, offline
 * and never opened here), why, in red, with the way back to the campaigns.
 */
export function EncounterLoading({ error }: { error?: string }) {
  if (error === undefined) {
    return (
      <Center h="60vh">
        <Loader aria-label="Loading the encounter" />
      </Center>
    );
  }
  return (
    <Container size="md" py="lg">
      <LoadFailure title="This encounter could not be opened">
        {error} <Link to="/content/campaigns">Your campaigns</Link>
      </LoadFailure>
    </Container>
  );
}
