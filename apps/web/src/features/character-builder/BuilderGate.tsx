import { Button, Container, Stack } from '@mantine/core';
import { mayUseCharacterBuilder } from '@skald/contract/character-builder-access';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { BuilderTitle, WhoMayUseIt } from './AlphaNotice.tsx';

/**
 * Draws the builder's pages only for those who may use it (admins, the flagged); anyone else signed in
 * is told it is in alpha and who may use it, as the app tells a non-admin about an admin page.
 */
export function BuilderGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (mayUseCharacterBuilder(user)) return children;
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <BuilderTitle />
        <WhoMayUseIt />
        <Button component={Link} to="/content/characters" variant="light">
          Your characters
        </Button>
      </Stack>
    </Container>
  );
}
