import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { mayUseCharacterBuilder } from '@skald/contract/character-builder-access';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { BuilderTitle, WhoMayUseIt } from './AlphaNotice.tsx';

/** /tools/character-builder: what the builder is; a way in for those who may use it. */
export function ToolsBuilderPage() {
  const { user } = useSession();
  return (
    <Container size="md" py="lg">
      <Stack gap="md" align="flex-start">
        <BuilderTitle />
        <Text maw={640}>
          Build a 5e character step by step from the SRD: race and subrace, class with its hit die, saving throws and
          skills, ability scores by standard array, point buy or your own rolls, and the class's starting equipment.
          Skald works out hit points, armour class, proficiency bonus, initiative and speed, and saves the result as one
          of your characters.
        </Text>
        {mayUseCharacterBuilder(user) ? (
          <Button component={Link} to="/content/character-builder">
            Open the character builder
          </Button>
        ) : (
          <>
            <WhoMayUseIt />
            {!user && (
              <Group>
                <Button component={Link} to="/sign-in?redirect=%2Ftools%2Fcharacter-builder" variant="light">
                  Sign in
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
