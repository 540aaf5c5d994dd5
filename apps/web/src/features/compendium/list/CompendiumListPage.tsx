import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { type CompendiumKind, KIND_SINGULAR, PAGE_SIZE_DEFAULT } from '@skald/contract/compendium-kinds';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { listUrl } from '../../../lib/compendium/compendium-api.ts';
import type { ListAnswer, RecordIdentity } from '../../../lib/compendium/records.ts';
import { useApi } from '../../../lib/compendium/use-api.ts';
import { CompendiumPage, type Crumb } from '../CompendiumPage.tsx';
import { entryPath, KIND_DETAILS } from '../kinds.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../LoadStates.tsx';
import { ListFilterControls } from './ListFilterControls.tsx';
import { LIST_FIELDS } from './list-fields.ts';
import {
  apiListParams,
  isFiltered,
  type ListFilters,
  listSearchParams,
  NAME_SEARCH_DELAY_MS,
  pageCount,
  readListFilters,
} from './list-filters.ts';
import { ResultList, ResultRow } from './ResultRow.tsx';

export interface ListPageProps {
  kind: CompendiumKind;
  title: string;
  intro: ReactNode;
  crumbs: Crumb[];
  /** Parameters every call carries: `source=homebrew`. */
  fixed?: Record<string, string>;
  /** Where an entry's row links to. */
  pathOf?: (url: string) => string;
  /** Only the name search, no filters. */
  nameOnly?: boolean;
  /** What to say when nothing at all exists (no search, no filters). */
  nothingAtAll?: ReactNode;
  /** More of the page after the list, above the attribution. */
  after?: ReactNode;
}

function countText(count: number, kind: CompendiumKind): string {
  const { plural } = KIND_DETAILS[kind];
  return `${count.toLocaleString('en-US')} ${count === 1 ? KIND_SINGULAR[kind] : plural.toLowerCase()}`;
}

function describeSearch(filters: ListFilters): string {
  return filters.name ? ` “${filters.name}”` : ' these filters';
}

/** A searchable, filterable list of one kind, one page of 15 at a time, its view kept in the address. */
export function ListPage({ kind, title, intro, crumbs, fixed, pathOf, nameOnly, nothingAtAll, after }: ListPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const read = readListFilters(kind, searchParams);
  const filters: ListFilters = nameOnly ? { name: read.name, page: read.page, multi: {} } : read;
  const { plural } = KIND_DETAILS[kind];
  const pathFor = pathOf ?? ((url: string) => entryPath(kind, url));

  const show = (next: ListFilters, replace = false) => setSearchParams(listSearchParams(kind, next), { replace });
  // Read from the address as it is now, not as this render saw it: two quick changes both count.
  const latest = () => readListFilters(kind, new URLSearchParams(window.location.search));
  const update = (change: Partial<ListFilters>) => {
    const current = latest();
    show({ ...current, ...change, multi: { ...current.multi, ...change.multi } });
  };

  // The box runs ahead of the address while typing; the address catches up once typing pauses.
  const [nameInput, setNameInput] = useState(filters.name);
  const [shownName, setShownName] = useState(filters.name);
  // The name the box last sent: the address arriving at it is the box's own catch-up, and a key typed meanwhile stays.
  const sentName = useRef<string | undefined>(undefined);
  if (shownName !== filters.name) {
    setShownName(filters.name);
    // The address changed on its own (back button, a link): the box follows it.
    if (filters.name !== sentName.current && nameInput.trim() !== filters.name) setNameInput(filters.name);
  }
  useEffect(() => {
    const name = nameInput.trim();
    if (name === shownName) return;
    const timer = setTimeout(() => {
      sentName.current = name;
      setSearchParams((current) => listSearchParams(kind, { ...readListFilters(kind, current), name, page: 1 }), {
        replace: true,
      });
    }, NAME_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [nameInput, shownName, kind, setSearchParams]);

  const url = listUrl(kind, apiListParams(kind, filters, { fields: LIST_FIELDS[kind], fixed }));
  const { data, previous, error, loading, retry } = useApi<ListAnswer<RecordIdentity>>(url);
  const shown = data ?? previous;
  const pages = shown ? pageCount(shown.meta.count) : 1;

  // Nothing exists at all (no homebrew yet): a search box and a count of nothing would only add noise.
  const nothingExists = nothingAtAll !== undefined && shown?.meta.count === 0 && !isFiltered(filters) && !error;

  let body: ReactNode;
  if (error) {
    body = <ErrorBlock error={error} title={`The ${plural.toLowerCase()} could not be loaded`} onRetry={retry} />;
  } else if (!shown) {
    body = <LoadingBlock label={`Loading ${plural.toLowerCase()}…`} rows={8} />;
  } else if (shown.meta.count === 0) {
    body =
      !isFiltered(filters) && nothingAtAll ? (
        nothingAtAll
      ) : (
        <EmptyBlock title={`No ${plural.toLowerCase()} match${describeSearch(filters)}.`}>
          <Text c="dimmed">Try a shorter name, or clear some filters.</Text>
        </EmptyBlock>
      );
  } else if (shown.results.length === 0) {
    body = (
      <EmptyBlock title={`There is no page ${filters.page}.`}>
        <Text c="dimmed">
          The list has {pages} {pages === 1 ? 'page' : 'pages'}.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => show({ ...filters, page: 1 })}>
            Go to the first page
          </Button>
        </Text>
      </EmptyBlock>
    );
  } else {
    body = (
      <ResultList label={plural}>
        {shown.results.map((row) => (
          <ResultRow key={row._id} kind={kind} row={row} to={pathFor(row.url)} />
        ))}
      </ResultList>
    );
  }

  return (
    <CompendiumPage crumbs={crumbs} size="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      {!nothingExists && (
        <ListFilterControls
          kind={kind}
          filters={filters}
          nameInput={nameInput}
          onNameInput={setNameInput}
          onChange={update}
          onClear={() => show({ name: '', page: 1, multi: {}, sort: latest().sort })}
          nameOnly={nameOnly}
        />
      )}
      <Group justify="space-between" gap="xs" mih={24}>
        <Text fz="sm" c="dimmed" role="status" aria-live="polite" data-testid="result-count">
          {shown && !error && !nothingExists
            ? `${countText(shown.meta.count, kind)}${pages > 1 ? `, page ${Math.min(filters.page, pages)} of ${pages}` : ''}`
            : ''}
        </Text>
        {loading && shown && (
          <Text fz="sm" c="dimmed">
            Updating…
          </Text>
        )}
      </Group>
      <div aria-busy={loading} style={{ opacity: loading && shown ? 0.6 : 1, transition: 'opacity 120ms' }}>
        {body}
      </div>
      {shown && !error && shown.meta.count > PAGE_SIZE_DEFAULT && (
        <nav aria-label={`${plural} pages`}>
          <Group justify="center">
            <Pagination
              total={pages}
              value={Math.min(filters.page, pages)}
              onChange={(page) => show({ ...filters, page })}
              siblings={1}
              boundaries={1}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              getControlProps={(control) => ({
                'aria-label': { first: 'First page', last: 'Last page', next: 'Next page', previous: 'Previous page' }[
                  control
                ],
              })}
            />
          </Group>
        </nav>
      )}
      {after}
    </CompendiumPage>
  );
}

/** A compendium kind's list at /compendium/{kind}. */
export function CompendiumListPage({ kind }: { kind: CompendiumKind }) {
  const { plural, blurb } = KIND_DETAILS[kind];
  return (
    <ListPage
      kind={kind}
      title={plural}
      intro={blurb}
      crumbs={[
        { to: '/compendium', label: 'Compendium' },
        { to: `/compendium/${kind}`, label: plural },
      ]}
    />
  );
}
