import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ApiRoute } from '@skald/contract/api/api-route';
import { LIBRARY_PAGE_SIZE } from '@skald/contract/library/library-limits';
import { IconPlus, IconSearch, IconSortAscending, IconSortDescending, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { notifyNegative, notifyPositive } from '../../lib/notify.ts';
import { ConfirmDelete } from './ConfirmDelete.tsx';

export interface LibraryColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Left out on a phone's narrow screen, so the name and the delete button keep their room. */
  wideOnly?: boolean;
}

export interface LibraryListProps<Row extends { id: string }> {
  /** The page's heading, such as "Items". */
  title: string;
  /** The kind in a sentence, singular and plural: ["item", "items"]. */
  noun: readonly [string, string];
  list: ApiRoute;
  remove: ApiRoute;
  /** The path every write to this kind invalidates (`/api/library/items`). */
  path: string;
  addPath: string;
  editPath: (row: Row) => string;
  nameOf: (row: Row) => string;
  /** Columns after the name. */
  columns?: LibraryColumn<Row>[];
  /** What an empty library says, with the add button below it. */
  emptyText: string;
  /** Shown above the list, such as a tier's slot count. */
  aside?: ReactNode;
}

/**
 * A library list: search by name, sort by name either way, pages of 15 with the exact count, a link to
 * each row's editor and a delete that asks first. Every library kind's list page is one of these.
 */
export function LibraryList<Row extends { id: string }>(props: LibraryListProps<Row>) {
  const { title, noun, list, remove, path, addPath, editPath, nameOf, columns = [], emptyText, aside } = props;
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), 250);
  const [descending, setDescending] = useState(false);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const query = useRouteQuery(list, {
    query: { name: name || undefined, sort: descending ? 'name:desc' : 'name', page },
  } as never);
  const removal = useRouteMutation(remove, [path]);
  const answer = query.data as { results: Row[]; count: number } | undefined;
  const pages = Math.max(1, Math.ceil((answer?.count ?? 0) / LIBRARY_PAGE_SIZE));

  async function confirmDelete(row: Row) {
    try {
      await removal.mutateAsync({ params: { id: row.id } } as never);
      notifyPositive(`${nameOf(row)} was deleted.`);
      setDeleting(null);
      if (answer && answer.results.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : `The ${noun[0]} could not be deleted.`);
    }
  }

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{title}</Title>
        <Button component={Link} to={addPath} leftSection={<IconPlus size={18} aria-hidden="true" />}>
          Add {noun[0]}
        </Button>
      </Group>
      {aside}
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          flex={1}
          label={`Search ${noun[1]}`}
          placeholder="Name"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Tooltip label={descending ? 'Sorted Z to A' : 'Sorted A to Z'}>
          <ActionIcon
            size="input-sm"
            variant="default"
            aria-label={descending ? 'Sort by name, A to Z' : 'Sort by name, Z to A'}
            onClick={() => setDescending((value) => !value)}
          >
            {descending ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>

      {query.isError ? (
        <Alert color="red" role="alert" title={`Your ${noun[1]} could not be loaded`}>
          {query.error.message}
        </Alert>
      ) : !answer ? (
        <Stack gap="xs" aria-busy="true" aria-label={`Loading ${noun[1]}`}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={36} />
          ))}
        </Stack>
      ) : answer.count === 0 ? (
        <Text c="dimmed">{name ? `No ${noun[1]} match “${name}”.` : emptyText}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {answer.count} {answer.count === 1 ? noun[0] : noun[1]}
            {name ? ` matching “${name}”` : ''}
          </Text>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.header} visibleFrom={column.wideOnly ? 'sm' : undefined}>
                    {column.header}
                  </Table.Th>
                ))}
                <Table.Th w={48}>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.results.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text component={Link} to={editPath(row)} fw={600} c="var(--mantine-color-anchor)">
                      {nameOf(row)}
                    </Text>
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.header} visibleFrom={column.wideOnly ? 'sm' : undefined}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${nameOf(row)}`}
                      onClick={() => setDeleting(row)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          )}
        </>
      )}
      <ConfirmDelete
        name={deleting ? nameOf(deleting) : ''}
        opened={deleting !== null}
        busy={removal.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </Stack>
  );
}
