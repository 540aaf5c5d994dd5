import { ActionIcon, Button, Container, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { builderRoutes } from '@skald/contract/character-builder/builder-routes';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDelete } from '../../components/library/ConfirmDelete.tsx';
import { LoadFailure } from '../../components/library/LoadFailure.tsx';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { titleCase } from '../../lib/labels.ts';
import { notifyNegative } from '../../lib/notify.ts';
import { BuilderTitle } from './AlphaNotice.tsx';
import { BuilderGate } from './BuilderGate.tsx';

const LIST_PATH = '/api/character-builder/builds';

/** /content/character-builder: the user's characters in the builder, and a new one. */
export function BuilderListPage() {
  return (
    <BuilderGate>
      <BuildList />
    </BuilderGate>
  );
}

function BuildList() {
  const navigate = useNavigate();
  const list = useRouteQuery(builderRoutes.list, {});
  const create = useRouteMutation(builderRoutes.create, [LIST_PATH]);
  const remove = useRouteMutation(builderRoutes.remove, [LIST_PATH]);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  const start = async () => {
    try {
      const build = await create.mutateAsync({ body: { name: '' } });
      navigate(`/content/character-builder/${build.id}/general`);
    } catch (error) {
      notifyNegative((error as Error).message, { autoClose: 6000 });
    }
  };

  const rows = list.data?.results ?? [];
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <BuilderTitle />
          <Button leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending} onClick={start}>
            New character
          </Button>
        </Group>
        {list.isPending && <Loader aria-label="Loading your characters" />}
        {list.isError && <LoadFailure title="Your characters could not be read">{list.error.message}</LoadFailure>}
        {list.isSuccess && rows.length === 0 && (
          <Text c="dimmed">No characters in the builder yet. Start one: it opens on its General tab.</Text>
        )}
        {rows.length > 0 && (
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Level</Table.Th>
                <Table.Th>Race</Table.Th>
                <Table.Th>Class</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Delete</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text
                      component={Link}
                      to={`/content/character-builder/${row.id}/general`}
                      fw={600}
                      c="var(--mantine-color-anchor)"
                    >
                      {row.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.level}</Table.Td>
                  <Table.Td>{row.race ? titleCase(row.race) : '—'}</Table.Td>
                  <Table.Td>{row.class ? titleCase(row.class) : '—'}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${row.name}`}
                      onClick={() => setDeleting({ id: row.id, name: row.name })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <ConfirmDelete
        name={deleting?.name ?? ''}
        opened={deleting !== null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({ params: { id: deleting.id } });
          } catch (error) {
            notifyNegative((error as Error).message, { autoClose: 6000 });
          }
          setDeleting(null);
        }}
      />
    </Container>
  );
}
