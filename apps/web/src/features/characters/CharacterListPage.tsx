import { Avatar, Container, Stack } from '@mantine/core';
import { characterRoutes } from '@skald/contract/library/character-record';
import { LibraryList } from '../../components/library/LibraryList.tsx';
import { nameInitial } from '../../lib/labels.ts';
import { ControlledCharacters } from './ControlledCharacters.tsx';
import { NEW_CHARACTER_ID } from './character-form.ts';

interface CharacterRow {
  id: string;
  character_name: string;
  level: number;
  build: string;
  avatar: string;
}

/** /content/characters: the user's own characters, then the players game masters gave them control of. */
export function CharacterListPage() {
  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <LibraryList<CharacterRow>
          title="Characters"
          noun={['character', 'characters']}
          list={characterRoutes.list}
          remove={characterRoutes.remove}
          path="/api/library/characters"
          addPath={`/content/characters/${NEW_CHARACTER_ID}`}
          editPath={(row) => `/content/characters/${row.id}`}
          nameOf={(row) => row.character_name}
          columns={[
            {
              header: 'Portrait',
              cell: (row) => (
                <Avatar src={row.avatar || null} alt="" size="sm" radius="xl">
                  {nameInitial(row.character_name)}
                </Avatar>
              ),
            },
            { header: 'Level', cell: (row) => row.level },
          ]}
          emptyText="No characters of your own yet. Add one: it starts as an Unnamed Character at level 1."
        />
        <ControlledCharacters />
      </Stack>
    </Container>
  );
}
