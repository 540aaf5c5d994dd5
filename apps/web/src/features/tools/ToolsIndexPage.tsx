import { Container, Stack, Text, Title } from '@mantine/core';
import { mayUseCharacterBuilder } from '@skald/contract/character-builder-access';
import { LinkCardGrid } from '../../components/LinkCardGrid.tsx';
import { useSession } from '../../lib/session.tsx';
import { characterBuilderCard, toolCards } from './tool-cards.ts';

/** /tools: every free tool, one card each; the character builder only for those allowed to try it. */
export function ToolsIndexPage() {
  const { user } = useSession();
  const builder = mayUseCharacterBuilder(user);
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Tools</Title>
          <Text c="dimmed" maw={640}>
            Free tools for game masters of 5th-edition games. Every one works without an account; sign in to keep what
            you make in your library and use it in your campaigns.
          </Text>
        </Stack>
        <LinkCardGrid cards={builder ? [...toolCards, characterBuilderCard] : toolCards} />
      </Stack>
    </Container>
  );
}
