import { Alert, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../lib/session.tsx';
import { CharacterActions, SignInToImport } from './CharacterActions.tsx';
import { CharacterCard } from './CharacterCard.tsx';
import { ExtensionStatus } from './ExtensionStatus.tsx';
import { CHARACTER_NOT_FOUND } from './extension-bridge.ts';
import { InstallHelp } from './InstallHelp.tsx';
import { useExtension } from './use-extension.ts';
import { useSyncedPlayers } from './use-synced-players.ts';

/** /tools/character-sync: a character sync extension's characters, imported as players and kept in sync. */
export function CharacterSyncPage() {
  const { user } = useSession();
  const { extension, askAgain } = useExtension();
  // Players are read only once there are characters to import or compare.
  const { players, linkedPlayers, write } = useSyncedPlayers(Boolean(user) && extension.status === 'found');
  const characters = extension.status === 'found' ? extension.characters : null;
  const urls = new Set((characters ?? []).map((character) => character.url));
  const lost = linkedPlayers.filter((player) => !urls.has(player.sync_character));

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Character sync</Title>
          <Text c="dimmed" maw={680}>
            Bring your players’ characters in from a character sheet site through a browser extension: import one as a
            player, and when the sheet changes, sync the player again with one click.
          </Text>
        </Stack>
        <ExtensionStatus extension={extension} askAgain={askAgain} />
        {write.error && (
          <Alert color="red" role="alert" title="Not saved">
            {write.error.message}
          </Alert>
        )}
        {extension.status === 'found' && (
          <section aria-labelledby="synced-characters">
            <Title order={2} id="synced-characters" fz="xl" mb="sm">
              Characters in the extension
            </Title>
            {characters === null ? (
              <Alert color="orange" role="alert">
                {CHARACTER_NOT_FOUND} It did not send its characters in time; press Check again.
              </Alert>
            ) : characters.length === 0 ? (
              <Text>The extension has no characters yet. Open a character on its site, then press Check again.</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {characters.map((character) => (
                  <CharacterCard key={character.url} character={character}>
                    {user ? (
                      <CharacterActions
                        character={character}
                        linked={linkedPlayers.filter((player) => player.sync_character === character.url)}
                        players={players.data}
                        onAction={(action) => write.mutate(action)}
                        busy={write.isPending}
                      />
                    ) : (
                      <SignInToImport name={character.character_name} />
                    )}
                  </CharacterCard>
                ))}
              </SimpleGrid>
            )}
            {extension.unreadable > 0 && (
              <Text size="sm" c="dimmed" mt="sm">
                {extension.unreadable === 1 ? 'One character' : `${extension.unreadable} characters`} from the extension
                could not be read: each needs the web address of its sheet.
              </Text>
            )}
          </section>
        )}
        {characters !== null && lost.length > 0 && (
          <section aria-labelledby="lost-characters">
            <Title order={2} id="lost-characters" fz="xl" mb="sm">
              Linked players the extension does not have
            </Title>
            <List spacing="xs">
              {lost.map((player) => (
                <List.Item key={player.id}>
                  <Text span fw={500}>
                    {player.character_name}
                  </Text>
                  : {CHARACTER_NOT_FOUND}
                </List.Item>
              ))}
            </List>
          </section>
        )}
        <InstallHelp />
      </Stack>
    </Container>
  );
}
